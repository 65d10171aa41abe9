CREATE TYPE "public"."customer_status" AS ENUM('pending', 'approved', 'declined', 'suspended');--> statement-breakpoint
CREATE TYPE "public"."card_acceptance" AS ENUM('all_states', 'by_state');--> statement-breakpoint
CREATE TYPE "public"."card_fee_mode" AS ENUM('global', 'individual');--> statement-breakpoint
CREATE TYPE "public"."payment_method" AS ENUM('pay_offline', 'card', 'bank_transfer');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('succeeded', 'failed', 'refunded');--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('placed', 'accepted', 'modified', 'shipped', 'delivered', 'invoiced', 'paid', 'overdue', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."shipment_source" AS ENUM('carrier', 'manual');--> statement-breakpoint
CREATE TYPE "public"."invoice_status" AS ENUM('open', 'paid', 'overdue');--> statement-breakpoint
CREATE TABLE "supplier_customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supplier_account_id" uuid NOT NULL,
	"pharmacy_account_id" uuid NOT NULL,
	"status" "customer_status" DEFAULT 'pending' NOT NULL,
	"credit_allocated_cents" integer DEFAULT 0 NOT NULL,
	"net_days" smallint DEFAULT 30 NOT NULL,
	"credit_hold" boolean DEFAULT false NOT NULL,
	"invoices_due_on_last_day" boolean DEFAULT false NOT NULL,
	"invoices_due_day" smallint,
	"pay_by_statement" boolean DEFAULT false NOT NULL,
	"hide_brand_products" boolean DEFAULT false NOT NULL,
	"external_customer_id" text,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_card_fee_states" (
	"supplier_account_id" uuid NOT NULL,
	"state_id" smallint NOT NULL,
	"accepted" boolean DEFAULT true NOT NULL,
	"fee_bp" integer
);
--> statement-breakpoint
CREATE TABLE "supplier_holidays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supplier_account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"month_day" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_settings" (
	"supplier_account_id" uuid PRIMARY KEY NOT NULL,
	"minimum_order_total_cents" integer DEFAULT 0 NOT NULL,
	"brands_minimum_order_total_cents" integer DEFAULT 0 NOT NULL,
	"brands_minimum_mandatory" boolean DEFAULT false NOT NULL,
	"generics_minimum_order_total_cents" integer DEFAULT 0 NOT NULL,
	"generics_minimum_mandatory" boolean DEFAULT false NOT NULL,
	"free_shipping_minimum_cents" integer,
	"time_zone" text DEFAULT 'America/New_York' NOT NULL,
	"same_cutoff_for_all_days" boolean DEFAULT true NOT NULL,
	"all_days_cutoff" text DEFAULT '17:00',
	"monday_cutoff" text DEFAULT '17:00',
	"tuesday_cutoff" text DEFAULT '17:00',
	"wednesday_cutoff" text DEFAULT '17:00',
	"thursday_cutoff" text DEFAULT '17:00',
	"friday_cutoff" text DEFAULT '17:00',
	"saturday_cutoff" text,
	"overnight_preselected" boolean DEFAULT false NOT NULL,
	"card_acceptance" "card_acceptance" DEFAULT 'all_states' NOT NULL,
	"card_fee_mode" "card_fee_mode" DEFAULT 'global' NOT NULL,
	"global_card_fee_bp" integer,
	"ach_discount_bp" integer DEFAULT 0 NOT NULL,
	"sales_tax_bp" integer DEFAULT 0 NOT NULL,
	"info_terms" text,
	"info_laws" text,
	"info_fees" text,
	"info_faq" text,
	"info_additional" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_shipping_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supplier_account_id" uuid NOT NULL,
	"service_type" text NOT NULL,
	"name" text NOT NULL,
	"transit_business_days" smallint NOT NULL,
	"fee_cents" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_vacation_times" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supplier_account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"notes" text
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pharmacy_account_id" uuid NOT NULL,
	"supplier_account_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"saved" boolean DEFAULT false NOT NULL,
	"added_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_supplier_prefs" (
	"user_id" uuid NOT NULL,
	"supplier_account_id" uuid NOT NULL,
	"payment_method" text,
	"shipping_method" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"bank_name" text NOT NULL,
	"last4" text NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"verified_at" timestamp with time zone,
	"micro_deposit_cents" jsonb,
	"verify_attempts" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"account_id" uuid NOT NULL,
	"key" text NOT NULL,
	"route" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" smallint,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"location_id" uuid,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" smallint NOT NULL,
	"exp_year" smallint NOT NULL,
	"holder_name" text NOT NULL,
	"processor_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_cards_processor_token_unique" UNIQUE("processor_token")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payer_account_id" uuid NOT NULL,
	"payee_account_id" uuid NOT NULL,
	"order_id" uuid,
	"invoice_id" uuid,
	"method" "payment_method" NOT NULL,
	"payment_card_id" uuid,
	"bank_account_id" uuid,
	"amount_cents" integer NOT NULL,
	"status" "payment_status" NOT NULL,
	"processor_ref" text,
	"failure_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_card_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" text NOT NULL,
	"token" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_card_charges_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "sandbox_card_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"decline_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"listing_id" uuid,
	"product_id" uuid NOT NULL,
	"ndc" char(11) NOT NULL,
	"name" text NOT NULL,
	"is_brand" boolean NOT NULL,
	"quantity" integer NOT NULL,
	"original_quantity" integer NOT NULL,
	"unit_cents" integer NOT NULL,
	"original_unit_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"promo_applied" boolean DEFAULT false NOT NULL,
	"lot" text,
	"exp_date" date,
	"lot_confirmed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigserial NOT NULL,
	"pharmacy_account_id" uuid NOT NULL,
	"supplier_account_id" uuid NOT NULL,
	"placed_by_user_id" uuid NOT NULL,
	"status" "order_status" DEFAULT 'placed' NOT NULL,
	"payment_method" "payment_method" NOT NULL,
	"payment_card_id" uuid,
	"bank_account_id" uuid,
	"shipping_method" text NOT NULL,
	"ship_location_id" uuid,
	"ship_address" jsonb NOT NULL,
	"bill_address" jsonb NOT NULL,
	"item_total_cents" integer NOT NULL,
	"shipping_cents" integer NOT NULL,
	"card_fee_cents" integer DEFAULT 0 NOT NULL,
	"ach_discount_cents" integer DEFAULT 0 NOT NULL,
	"tax_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer NOT NULL,
	"remove_shipping" boolean DEFAULT false NOT NULL,
	"remove_card_fee" boolean DEFAULT false NOT NULL,
	"memo" text,
	"fav" boolean DEFAULT false NOT NULL,
	"estimated_delivery" date,
	"change_summary" jsonb,
	"workflow_started_at" timestamp with time zone,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "shipment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shipment_id" uuid NOT NULL,
	"status" text NOT NULL,
	"location_city" text,
	"location_state" text,
	"source" "shipment_source" NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shipment_id" uuid NOT NULL,
	"weight_milli_lbs" integer NOT NULL,
	"length" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"carrier" text NOT NULL,
	"tracking_number" text NOT NULL,
	"latest_status" text DEFAULT 'shipment_information_sent' NOT NULL,
	"location_city" text,
	"location_state" text,
	"estimated_delivery" date,
	"last_status_check_at" timestamp with time zone,
	"shipped_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"tracking_ended_at" timestamp with time zone,
	"tracking_end_reason" text
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigserial NOT NULL,
	"order_id" uuid NOT NULL,
	"pharmacy_account_id" uuid NOT NULL,
	"supplier_account_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"paid_cents" integer DEFAULT 0 NOT NULL,
	"status" "invoice_status" DEFAULT 'open' NOT NULL,
	"issued_on" date NOT NULL,
	"due_on" date NOT NULL,
	"paid_at" timestamp with time zone,
	"last_reminder_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pharmacy_account_id" uuid NOT NULL,
	"period" char(7) NOT NULL,
	"invoiced_cents" integer NOT NULL,
	"paid_cents" integer NOT NULL,
	"open_cents" integer NOT NULL,
	"open_invoice_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"dedupe_key" text,
	"details" jsonb,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_dedupe_key_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
ALTER TABLE "supplier_customers" ADD CONSTRAINT "supplier_customers_supplier_account_id_accounts_id_fk" FOREIGN KEY ("supplier_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_customers" ADD CONSTRAINT "supplier_customers_pharmacy_account_id_accounts_id_fk" FOREIGN KEY ("pharmacy_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_card_fee_states" ADD CONSTRAINT "supplier_card_fee_states_supplier_account_id_accounts_id_fk" FOREIGN KEY ("supplier_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_card_fee_states" ADD CONSTRAINT "supplier_card_fee_states_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_holidays" ADD CONSTRAINT "supplier_holidays_supplier_account_id_accounts_id_fk" FOREIGN KEY ("supplier_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_settings" ADD CONSTRAINT "supplier_settings_supplier_account_id_accounts_id_fk" FOREIGN KEY ("supplier_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_shipping_methods" ADD CONSTRAINT "supplier_shipping_methods_supplier_account_id_accounts_id_fk" FOREIGN KEY ("supplier_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_vacation_times" ADD CONSTRAINT "supplier_vacation_times_supplier_account_id_accounts_id_fk" FOREIGN KEY ("supplier_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_pharmacy_account_id_accounts_id_fk" FOREIGN KEY ("pharmacy_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_supplier_account_id_accounts_id_fk" FOREIGN KEY ("supplier_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_added_by_user_id_users_id_fk" FOREIGN KEY ("added_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_supplier_prefs" ADD CONSTRAINT "user_supplier_prefs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_supplier_prefs" ADD CONSTRAINT "user_supplier_prefs_supplier_account_id_accounts_id_fk" FOREIGN KEY ("supplier_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_cards" ADD CONSTRAINT "payment_cards_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_cards" ADD CONSTRAINT "payment_cards_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payer_account_id_accounts_id_fk" FOREIGN KEY ("payer_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payee_account_id_accounts_id_fk" FOREIGN KEY ("payee_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payment_card_id_payment_cards_id_fk" FOREIGN KEY ("payment_card_id") REFERENCES "public"."payment_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pharmacy_account_id_accounts_id_fk" FOREIGN KEY ("pharmacy_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_supplier_account_id_accounts_id_fk" FOREIGN KEY ("supplier_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_placed_by_user_id_users_id_fk" FOREIGN KEY ("placed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_card_id_payment_cards_id_fk" FOREIGN KEY ("payment_card_id") REFERENCES "public"."payment_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_ship_location_id_locations_id_fk" FOREIGN KEY ("ship_location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_packages" ADD CONSTRAINT "shipment_packages_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_pharmacy_account_id_accounts_id_fk" FOREIGN KEY ("pharmacy_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_supplier_account_id_accounts_id_fk" FOREIGN KEY ("supplier_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statements" ADD CONSTRAINT "statements_pharmacy_account_id_accounts_id_fk" FOREIGN KEY ("pharmacy_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_customers_pair_idx" ON "supplier_customers" USING btree ("supplier_account_id","pharmacy_account_id");--> statement-breakpoint
CREATE INDEX "supplier_customers_pharmacy_idx" ON "supplier_customers" USING btree ("pharmacy_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_card_fee_states_pk" ON "supplier_card_fee_states" USING btree ("supplier_account_id","state_id");--> statement-breakpoint
CREATE INDEX "supplier_holidays_supplier_idx" ON "supplier_holidays" USING btree ("supplier_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_shipping_methods_type_idx" ON "supplier_shipping_methods" USING btree ("supplier_account_id","service_type");--> statement-breakpoint
CREATE INDEX "supplier_vacation_times_supplier_idx" ON "supplier_vacation_times" USING btree ("supplier_account_id","end_date");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_line_idx" ON "cart_items" USING btree ("pharmacy_account_id","listing_id","saved");--> statement-breakpoint
CREATE INDEX "cart_items_supplier_idx" ON "cart_items" USING btree ("pharmacy_account_id","supplier_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_supplier_prefs_pk" ON "user_supplier_prefs" USING btree ("user_id","supplier_account_id");--> statement-breakpoint
CREATE INDEX "bank_accounts_account_idx" ON "bank_accounts" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_pk" ON "idempotency_keys" USING btree ("account_id","key");--> statement-breakpoint
CREATE INDEX "payment_cards_account_idx" ON "payment_cards" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "payments_payer_idx" ON "payments" USING btree ("payer_account_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_invoice_idx" ON "payments" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_pharmacy_placed_idx" ON "orders" USING btree ("pharmacy_account_id","placed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_supplier_placed_idx" ON "orders" USING btree ("supplier_account_id","placed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_unstarted_idx" ON "orders" USING btree ("placed_at") WHERE "orders"."workflow_started_at" is null;--> statement-breakpoint
CREATE INDEX "shipment_events_shipment_idx" ON "shipment_events" USING btree ("shipment_id","occurred_at");--> statement-breakpoint
CREATE INDEX "shipment_packages_shipment_idx" ON "shipment_packages" USING btree ("shipment_id");--> statement-breakpoint
CREATE INDEX "shipments_order_idx" ON "shipments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_idx" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "invoices_pharmacy_status_idx" ON "invoices" USING btree ("pharmacy_account_id","status","issued_on");--> statement-breakpoint
CREATE INDEX "invoices_supplier_idx" ON "invoices" USING btree ("supplier_account_id","issued_on");--> statement-breakpoint
CREATE UNIQUE INDEX "statements_period_idx" ON "statements" USING btree ("pharmacy_account_id","period");--> statement-breakpoint
CREATE INDEX "notifications_account_idx" ON "notifications" USING btree ("account_id","created_at" DESC NULLS LAST);