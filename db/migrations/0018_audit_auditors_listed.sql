-- The third-party auditors the new-audit form lists as existing companies (PBMs and insurers).
INSERT INTO "auditors" ("name") VALUES
  ('CVS Caremark'),
  ('Express Scripts'),
  ('OptumRx'),
  ('Humana Pharmacy Solutions'),
  ('Prime Therapeutics')
ON CONFLICT DO NOTHING;
