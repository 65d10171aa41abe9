ALTER TABLE "supplier_customers" ADD COLUMN "account_type" "application_account_type" DEFAULT 'net_terms' NOT NULL;--> statement-breakpoint
-- Customers approved from an application take the account type they applied for (issue 22).
UPDATE "supplier_customers" AS sc SET "account_type" = wa."account_type"
FROM "wholesaler_applications" AS wa
WHERE wa."status" = 'approved'
  AND wa."pharmacy_account_id" = sc."pharmacy_account_id"
  AND wa."supplier_account_id" = sc."supplier_account_id";
