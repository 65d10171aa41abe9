CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TYPE "public"."rx_otc" AS ENUM('rx', 'otc');--> statement-breakpoint
CREATE TYPE "public"."import_kind" AS ENUM('inventory', 'non_returnable_products', 'special_discount_products', 'specific_shipping_rules');--> statement-breakpoint
CREATE TYPE "public"."import_status" AS ENUM('queued', 'running', 'completed', 'failed');--> statement-breakpoint
CREATE TABLE "favorites" (
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supplier_account_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"sku" text NOT NULL,
	"pack_price_cents" integer NOT NULL,
	"partial_pack_price_cents" integer,
	"stock" integer DEFAULT 0 NOT NULL,
	"expiry_date" date,
	"lot" text,
	"min_qty" integer DEFAULT 1 NOT NULL,
	"max_qty" integer,
	"returnable" boolean DEFAULT true NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"is_deal" boolean DEFAULT false NOT NULL,
	"promo_start_date" date,
	"promo_end_date" date,
	"promo_pack_price_cents" integer,
	"promo_trigger_qty" integer,
	"import_job_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ndc" char(11) NOT NULL,
	"name" text NOT NULL,
	"generic_name" text NOT NULL,
	"strength" text NOT NULL,
	"dosage_form" text NOT NULL,
	"route" text NOT NULL,
	"package_size" text NOT NULL,
	"package_quantity" integer NOT NULL,
	"unit" text NOT NULL,
	"manufacturer" text NOT NULL,
	"is_brand" boolean NOT NULL,
	"rx_otc" "rx_otc" NOT NULL,
	"dea_schedule" text,
	"gpi" text,
	"awp_cents" integer,
	"wac_cents" integer,
	"max_pack_price_cents" integer,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_ndc_unique" UNIQUE("ndc")
);
--> statement-breakpoint
CREATE TABLE "recently_viewed" (
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recently_viewed_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "supplier_product_rules" (
	"supplier_account_id" uuid NOT NULL,
	"ndc" char(11) NOT NULL,
	"non_returnable" boolean DEFAULT false NOT NULL,
	"special_discount_bp" integer,
	"shipping_methods" text[],
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_product_rules_supplier_account_id_ndc_pk" PRIMARY KEY("supplier_account_id","ndc")
);
--> statement-breakpoint
CREATE TABLE "volume_discounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"min_quantity" integer NOT NULL,
	"discount_bp" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supplier_account_id" uuid NOT NULL,
	"created_by_user_id" uuid NOT NULL,
	"kind" "import_kind" NOT NULL,
	"status" "import_status" DEFAULT 'queued' NOT NULL,
	"file_name" text NOT NULL,
	"file_key" text NOT NULL,
	"file_bytes" integer NOT NULL,
	"total_rows" integer,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"imported_rows" integer DEFAULT 0 NOT NULL,
	"failed_rows" integer DEFAULT 0 NOT NULL,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "import_row_errors" (
	"job_id" uuid NOT NULL,
	"line_number" integer NOT NULL,
	"reasons" text[] NOT NULL,
	"raw" jsonb NOT NULL,
	CONSTRAINT "import_row_errors_job_id_line_number_pk" PRIMARY KEY("job_id","line_number")
);
--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_supplier_account_id_accounts_id_fk" FOREIGN KEY ("supplier_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recently_viewed" ADD CONSTRAINT "recently_viewed_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recently_viewed" ADD CONSTRAINT "recently_viewed_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_product_rules" ADD CONSTRAINT "supplier_product_rules_supplier_account_id_accounts_id_fk" FOREIGN KEY ("supplier_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volume_discounts" ADD CONSTRAINT "volume_discounts_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_supplier_account_id_accounts_id_fk" FOREIGN KEY ("supplier_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_row_errors" ADD CONSTRAINT "import_row_errors_job_id_import_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."import_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "listings_supplier_sku_idx" ON "listings" USING btree ("supplier_account_id","sku");--> statement-breakpoint
CREATE INDEX "listings_product_active_idx" ON "listings" USING btree ("product_id","pack_price_cents") WHERE "listings"."active" and "listings"."stock" > 0;--> statement-breakpoint
CREATE INDEX "listings_supplier_idx" ON "listings" USING btree ("supplier_account_id","created_at");--> statement-breakpoint
CREATE INDEX "listings_expiry_idx" ON "listings" USING btree ("expiry_date") WHERE "listings"."active" and "listings"."stock" > 0;--> statement-breakpoint
CREATE INDEX "products_name_prefix_idx" ON "products" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_generic_prefix_idx" ON "products" USING btree (lower("generic_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_ndc_prefix_idx" ON "products" USING btree ("ndc" bpchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "recently_viewed_user_idx" ON "recently_viewed" USING btree ("user_id","viewed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "volume_discounts_listing_qty_idx" ON "volume_discounts" USING btree ("listing_id","min_quantity");--> statement-breakpoint
CREATE INDEX "import_jobs_supplier_idx" ON "import_jobs" USING btree ("supplier_account_id","created_at");