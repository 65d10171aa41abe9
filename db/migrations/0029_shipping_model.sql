CREATE TABLE "shipping_cutoffs" (
	"seller_account_id" uuid PRIMARY KEY NOT NULL,
	"same_cutoff_for_all_days" boolean DEFAULT true NOT NULL,
	"all_days_cutoff" text DEFAULT '17:00',
	"monday_cutoff" text DEFAULT '17:00',
	"tuesday_cutoff" text DEFAULT '17:00',
	"wednesday_cutoff" text DEFAULT '17:00',
	"thursday_cutoff" text DEFAULT '17:00',
	"friday_cutoff" text DEFAULT '17:00',
	"saturday_cutoff" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_holidays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"month_day" char(5) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_account_id" uuid NOT NULL,
	"service_type" text NOT NULL,
	"name" text NOT NULL,
	"transit_business_days" smallint NOT NULL,
	"fee_cents" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shipping_cutoffs" ADD CONSTRAINT "shipping_cutoffs_seller_account_id_accounts_id_fk" FOREIGN KEY ("seller_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_holidays" ADD CONSTRAINT "shipping_holidays_seller_account_id_accounts_id_fk" FOREIGN KEY ("seller_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_methods" ADD CONSTRAINT "shipping_methods_seller_account_id_accounts_id_fk" FOREIGN KEY ("seller_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipping_holidays_seller_idx" ON "shipping_holidays" USING btree ("seller_account_id","month_day");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_methods_seller_type_idx" ON "shipping_methods" USING btree ("seller_account_id","service_type");--> statement-breakpoint
-- Move every seller's shipping settings into the one model (issue 20). Suppliers and pharmacies are
-- different accounts, so the two sources never meet on one key. The old tables and columns are
-- dropped by the next migration, once this copy has been applied.
INSERT INTO "shipping_cutoffs" ("seller_account_id", "same_cutoff_for_all_days", "all_days_cutoff", "monday_cutoff", "tuesday_cutoff", "wednesday_cutoff", "thursday_cutoff", "friday_cutoff", "saturday_cutoff", "updated_at")
SELECT "supplier_account_id", "same_cutoff_for_all_days", "all_days_cutoff", "monday_cutoff", "tuesday_cutoff", "wednesday_cutoff", "thursday_cutoff", "friday_cutoff", "saturday_cutoff", "updated_at"
FROM "supplier_settings";--> statement-breakpoint
INSERT INTO "shipping_cutoffs" ("seller_account_id", "same_cutoff_for_all_days", "all_days_cutoff", "monday_cutoff", "tuesday_cutoff", "wednesday_cutoff", "thursday_cutoff", "friday_cutoff", "saturday_cutoff", "updated_at")
SELECT "account_id", false, NULL, "monday_cutoff", "tuesday_cutoff", "wednesday_cutoff", "thursday_cutoff", "friday_cutoff", "saturday_cutoff", "updated_at"
FROM "seller_shipping_settings";--> statement-breakpoint
INSERT INTO "shipping_methods" ("id", "seller_account_id", "service_type", "name", "transit_business_days", "fee_cents", "active")
SELECT "id", "supplier_account_id", "service_type", "name", "transit_business_days", "fee_cents", "active" FROM "supplier_shipping_methods"
UNION ALL
SELECT "id", "seller_account_id", "service_type", "name", "transit_business_days", "fee_cents", "active" FROM "seller_shipping_methods";--> statement-breakpoint
-- Supplier holidays were stored as 'Month DD' ('December 25'); the model keeps 'MM-DD' ('12-25').
-- The year 2000 is a leap year, so 'February 29' converts too.
INSERT INTO "shipping_holidays" ("id", "seller_account_id", "name", "month_day")
SELECT "id", "supplier_account_id", "name", to_char(to_date("month_day" || ' 2000', 'FMMonth DD YYYY'), 'MM-DD') FROM "supplier_holidays"
UNION ALL
SELECT "id", "seller_account_id", "name", "month_day" FROM "seller_holidays";
