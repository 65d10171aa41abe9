ALTER TABLE "pharmacy_licences" DROP CONSTRAINT "pharmacy_licences_number_key";--> statement-breakpoint
ALTER TABLE "pharmacy_profiles" DROP CONSTRAINT "pharmacy_profiles_federal_tax_id_unique";--> statement-breakpoint
DROP INDEX "users_email_lower_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reserved" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "pharmacy_licences" ADD COLUMN "reserved" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "account_reviews" ADD COLUMN "identifiers_released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_reviews" ADD COLUMN "identifiers_released_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "pharmacy_profiles" ADD COLUMN "reserved" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "account_reviews" ADD CONSTRAINT "account_reviews_identifiers_released_by_user_id_users_id_fk" FOREIGN KEY ("identifiers_released_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pharmacy_licences_number_key" ON "pharmacy_licences" USING btree ("kind",coalesce("state_id", 0),"number") WHERE "pharmacy_licences"."reserved";--> statement-breakpoint
CREATE UNIQUE INDEX "pharmacy_profiles_federal_tax_id_unique" ON "pharmacy_profiles" USING btree ("federal_tax_id") WHERE "pharmacy_profiles"."reserved";--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email")) WHERE "users"."reserved";--> statement-breakpoint
-- Applications not approved hold nothing (issue 22): only approved accounts keep their values.
UPDATE "users" SET "reserved" = false FROM "accounts" WHERE "accounts"."id" = "users"."account_id" AND "accounts"."status" IN ('pending_review', 'rejected');--> statement-breakpoint
UPDATE "pharmacy_licences" SET "reserved" = false FROM "accounts" WHERE "accounts"."id" = "pharmacy_licences"."account_id" AND "accounts"."status" IN ('pending_review', 'rejected');--> statement-breakpoint
UPDATE "pharmacy_profiles" SET "reserved" = false FROM "accounts" WHERE "accounts"."id" = "pharmacy_profiles"."account_id" AND "accounts"."status" IN ('pending_review', 'rejected');
