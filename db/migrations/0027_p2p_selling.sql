CREATE TYPE "public"."quality_identifier" AS ENUM('torn_pharmacy_label', 'other');--> statement-breakpoint
CREATE TYPE "public"."listing_file_kind" AS ENUM('image', 'proof_of_purchase', 'pedigree', 'quality_identifier', 'tax_exempt_certificate');--> statement-breakpoint
CREATE TYPE "public"."p2p_payout_status" AS ENUM('held', 'released', 'refunded');--> statement-breakpoint
CREATE TABLE "dscsa_transaction_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"order_item_id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"seller_account_id" uuid NOT NULL,
	"buyer_account_id" uuid NOT NULL,
	"ndc" char(11) NOT NULL,
	"product_name" text NOT NULL,
	"strength" text NOT NULL,
	"dosage_form" text NOT NULL,
	"container_size" text NOT NULL,
	"quantity" integer NOT NULL,
	"lot" text NOT NULL,
	"expiry_date" date NOT NULL,
	"transaction_date" date NOT NULL,
	"shipment_date" date NOT NULL,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"history" jsonb NOT NULL,
	"statement" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"kind" "listing_file_kind" NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"description" text,
	"is_primary" boolean DEFAULT false NOT NULL,
	"removed_at" timestamp with time zone,
	"uploaded_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "p2p_buyer_acknowledgements" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"acknowledged_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "p2p_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"seller_account_id" uuid NOT NULL,
	"gross_cents" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"net_cents" integer NOT NULL,
	"status" "p2p_payout_status" DEFAULT 'held' NOT NULL,
	"hold_until" timestamp with time zone,
	"released_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "p2p_payouts_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "p2p_payouts_net" CHECK ("p2p_payouts"."net_cents" = "p2p_payouts"."gross_cents" - "p2p_payouts"."fee_cents")
);
--> statement-breakpoint
CREATE TABLE "seller_holidays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"month_day" char(5) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_ratings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"seller_account_id" uuid NOT NULL,
	"buyer_account_id" uuid NOT NULL,
	"rated_by_user_id" uuid NOT NULL,
	"rating" smallint NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_ratings_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "seller_ratings_range" CHECK ("seller_ratings"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "seller_shipping_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_account_id" uuid NOT NULL,
	"service_type" text NOT NULL,
	"name" text NOT NULL,
	"transit_business_days" smallint NOT NULL,
	"fee_cents" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "is_p2p" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "p2p_max_qty" integer;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "purchased_from" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "quality_identifier" "quality_identifier";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "quality_description" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "proof_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "is_p2p" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "p2p_reason_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "disputed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "dispute_message" text;--> statement-breakpoint
ALTER TABLE "dscsa_transaction_records" ADD CONSTRAINT "dscsa_transaction_records_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dscsa_transaction_records" ADD CONSTRAINT "dscsa_transaction_records_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dscsa_transaction_records" ADD CONSTRAINT "dscsa_transaction_records_seller_account_id_accounts_id_fk" FOREIGN KEY ("seller_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dscsa_transaction_records" ADD CONSTRAINT "dscsa_transaction_records_buyer_account_id_accounts_id_fk" FOREIGN KEY ("buyer_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_files" ADD CONSTRAINT "listing_files_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_files" ADD CONSTRAINT "listing_files_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "p2p_buyer_acknowledgements" ADD CONSTRAINT "p2p_buyer_acknowledgements_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "p2p_buyer_acknowledgements" ADD CONSTRAINT "p2p_buyer_acknowledgements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "p2p_payouts" ADD CONSTRAINT "p2p_payouts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "p2p_payouts" ADD CONSTRAINT "p2p_payouts_seller_account_id_accounts_id_fk" FOREIGN KEY ("seller_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_holidays" ADD CONSTRAINT "seller_holidays_seller_account_id_pharmacy_sellers_account_id_fk" FOREIGN KEY ("seller_account_id") REFERENCES "public"."pharmacy_sellers"("account_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_ratings" ADD CONSTRAINT "seller_ratings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_ratings" ADD CONSTRAINT "seller_ratings_seller_account_id_accounts_id_fk" FOREIGN KEY ("seller_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_ratings" ADD CONSTRAINT "seller_ratings_buyer_account_id_accounts_id_fk" FOREIGN KEY ("buyer_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_ratings" ADD CONSTRAINT "seller_ratings_rated_by_user_id_users_id_fk" FOREIGN KEY ("rated_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_shipping_methods" ADD CONSTRAINT "seller_shipping_methods_seller_account_id_pharmacy_sellers_account_id_fk" FOREIGN KEY ("seller_account_id") REFERENCES "public"."pharmacy_sellers"("account_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dscsa_records_line_version_idx" ON "dscsa_transaction_records" USING btree ("order_item_id","version");--> statement-breakpoint
CREATE INDEX "dscsa_records_ndc_lot_idx" ON "dscsa_transaction_records" USING btree ("ndc","lot");--> statement-breakpoint
CREATE INDEX "dscsa_records_transaction_idx" ON "dscsa_transaction_records" USING btree ("transaction_date");--> statement-breakpoint
CREATE INDEX "listing_files_listing_idx" ON "listing_files" USING btree ("listing_id","kind");--> statement-breakpoint
CREATE INDEX "p2p_payouts_seller_idx" ON "p2p_payouts" USING btree ("seller_account_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "seller_holidays_day_idx" ON "seller_holidays" USING btree ("seller_account_id","month_day");--> statement-breakpoint
CREATE INDEX "seller_ratings_seller_idx" ON "seller_ratings" USING btree ("seller_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seller_shipping_methods_type_idx" ON "seller_shipping_methods" USING btree ("seller_account_id","service_type");--> statement-breakpoint
CREATE INDEX "listings_p2p_idx" ON "listings" USING btree ("product_id") WHERE "listings"."is_p2p" and "listings"."active" and "listings"."stock" > 0;--> statement-breakpoint
-- DSCSA records are frozen (a correction is a new version) and kept 6 years from the transaction:
-- the database refuses any update, and any delete of a record younger than that (docs/decisions.md).
CREATE FUNCTION "dscsa_records_frozen"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    RAISE EXCEPTION 'dscsa_transaction_records are never updated; write a new version' USING ERRCODE = 'check_violation';
  END IF;
  IF OLD.transaction_date > current_date - interval '6 years' THEN
    RAISE EXCEPTION 'dscsa_transaction_records are kept 6 years from the transaction' USING ERRCODE = 'check_violation';
  END IF;
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER "dscsa_records_frozen" BEFORE UPDATE OR DELETE ON "dscsa_transaction_records" FOR EACH ROW EXECUTE FUNCTION "dscsa_records_frozen"();
