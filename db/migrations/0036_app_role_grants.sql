-- The application role's privileges (issue 22; docs/decisions.md "Database roles and grants").
-- Migrations run as the owner, which owns every table; the API and the worker connect as
-- marketplace_app, which owns nothing and gets table privileges only: no CREATE, ALTER, DROP,
-- TRUNCATE or TRIGGER, so no injected statement can disable a trigger or drop a table. The role is
-- created outside migrations (scripts/lib/database-roles.ts, deploy/postgres/init-databases.sh).
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'marketplace_app') THEN
    RAISE EXCEPTION 'the role marketplace_app does not exist: create it before migrating (README, "Database roles")';
  END IF;
END $$;
--> statement-breakpoint
REVOKE CREATE ON SCHEMA public FROM PUBLIC;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO marketplace_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO marketplace_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO marketplace_app;
--> statement-breakpoint
-- Tables and sequences later migrations create (as this same owner) get the same privileges; a
-- migration adding an append-only table revokes UPDATE and DELETE on it as below.
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO marketplace_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO marketplace_app;
--> statement-breakpoint
-- Append-only by privilege, not only by trigger: the audit trail, the e-signature trail (events and
-- requests) and the DSCSA transaction records are written and read, never changed or removed.
REVOKE UPDATE, DELETE ON audit_events, signature_events, signature_requests, dscsa_transaction_records FROM marketplace_app;
--> statement-breakpoint
-- A signature document's state moves (awaiting -> signed or cancelled): only those columns change;
-- what was sent for signing (key, hash, signer, subject) never does, and no document is deleted.
REVOKE UPDATE, DELETE ON signature_documents FROM marketplace_app;
--> statement-breakpoint
GRANT UPDATE (status, signed_key, signed_sha256, signed_at) ON signature_documents TO marketplace_app;
--> statement-breakpoint
-- The 6-year DSCSA retention purge is the one delete of those records: it runs as the owner through
-- this function, which never reaches a record younger than 6 years by the database's clock (the
-- frozen trigger refuses one too), whatever date the caller passes.
CREATE FUNCTION purge_expired_dscsa_records(last_transaction_date date) RETURNS SETOF uuid
  LANGUAGE sql SECURITY DEFINER SET search_path = public, pg_temp AS $$
  DELETE FROM dscsa_transaction_records
  WHERE transaction_date <= least(last_transaction_date, (current_date - interval '6 years')::date)
  RETURNING id
$$;
--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION purge_expired_dscsa_records(date) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION purge_expired_dscsa_records(date) TO marketplace_app;
