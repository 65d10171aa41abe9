CREATE TYPE "public"."offer_status" AS ENUM('pending', 'accepted', 'declined', 'countered', 'counter_accepted', 'counter_skipped', 'cancelled', 'cancellation_requested', 'expired');--> statement-breakpoint
CREATE TABLE "bundle_offer_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bundle_offer_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"price_cents" integer NOT NULL,
	"quantity" integer NOT NULL,
	"counter_price_cents" integer,
	"counter_quantity" integer,
	"chosen" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bundle_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigserial NOT NULL,
	"seller_account_id" uuid NOT NULL,
	"buyer_account_id" uuid NOT NULL,
	"created_by_user_id" uuid NOT NULL,
	"status" "offer_status" DEFAULT 'pending' NOT NULL,
	"shipping_method" text,
	"note" text,
	"counter_note" text,
	"allow_modify_in_cart" boolean DEFAULT false NOT NULL,
	"agreed_until" timestamp with time zone,
	"memo" text,
	"cancellation_reason" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bundle_offers_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "offer_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offer_id" uuid,
	"bundle_offer_id" uuid,
	"actor_user_id" uuid,
	"actor_account_id" uuid,
	"action" text NOT NULL,
	"from_status" "offer_status",
	"to_status" "offer_status" NOT NULL,
	"from_price_cents" integer,
	"to_price_cents" integer,
	"quantity" integer,
	"note" text,
	"dedupe_key" text,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_events_dedupe_key_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigserial NOT NULL,
	"buyer_account_id" uuid NOT NULL,
	"seller_account_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"created_by_user_id" uuid NOT NULL,
	"status" "offer_status" DEFAULT 'pending' NOT NULL,
	"price_cents" integer NOT NULL,
	"quantity" integer NOT NULL,
	"shipping_method" text,
	"note" text,
	"counter_price_cents" integer,
	"counter_quantity" integer,
	"counter_shipping_method" text,
	"counter_note" text,
	"agreed_price_cents" integer,
	"agreed_quantity" integer,
	"agreed_until" timestamp with time zone,
	"allow_modify_in_cart" boolean DEFAULT false NOT NULL,
	"memo" text,
	"cancellation_reason" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_number_unique" UNIQUE("number")
);
--> statement-breakpoint
DROP INDEX "cart_items_line_idx";--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "offer_id" uuid;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "bundle_offer_id" uuid;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "agreed_unit_cents" integer;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "agreed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "allow_modify" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "bundle_offer_variants" ADD CONSTRAINT "bundle_offer_variants_bundle_offer_id_bundle_offers_id_fk" FOREIGN KEY ("bundle_offer_id") REFERENCES "public"."bundle_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_offer_variants" ADD CONSTRAINT "bundle_offer_variants_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_offers" ADD CONSTRAINT "bundle_offers_seller_account_id_accounts_id_fk" FOREIGN KEY ("seller_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_offers" ADD CONSTRAINT "bundle_offers_buyer_account_id_accounts_id_fk" FOREIGN KEY ("buyer_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_offers" ADD CONSTRAINT "bundle_offers_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_events" ADD CONSTRAINT "offer_events_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_events" ADD CONSTRAINT "offer_events_bundle_offer_id_bundle_offers_id_fk" FOREIGN KEY ("bundle_offer_id") REFERENCES "public"."bundle_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_events" ADD CONSTRAINT "offer_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_events" ADD CONSTRAINT "offer_events_actor_account_id_accounts_id_fk" FOREIGN KEY ("actor_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_buyer_account_id_accounts_id_fk" FOREIGN KEY ("buyer_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_seller_account_id_accounts_id_fk" FOREIGN KEY ("seller_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bundle_offer_variants_offer_idx" ON "bundle_offer_variants" USING btree ("bundle_offer_id");--> statement-breakpoint
CREATE INDEX "bundle_offers_buyer_idx" ON "bundle_offers" USING btree ("buyer_account_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bundle_offers_seller_idx" ON "bundle_offers" USING btree ("seller_account_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "offer_events_offer_idx" ON "offer_events" USING btree ("offer_id","occurred_at");--> statement-breakpoint
CREATE INDEX "offer_events_bundle_idx" ON "offer_events" USING btree ("bundle_offer_id","occurred_at");--> statement-breakpoint
CREATE INDEX "offers_buyer_idx" ON "offers" USING btree ("buyer_account_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "offers_seller_idx" ON "offers" USING btree ("seller_account_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_bundle_offer_id_bundle_offers_id_fk" FOREIGN KEY ("bundle_offer_id") REFERENCES "public"."bundle_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_offer_idx" ON "cart_items" USING btree ("offer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_bundle_variant_idx" ON "cart_items" USING btree ("bundle_offer_id","listing_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_line_idx" ON "cart_items" USING btree ("pharmacy_account_id","listing_id","saved") WHERE "cart_items"."offer_id" is null and "cart_items"."bundle_offer_id" is null;