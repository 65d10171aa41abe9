ALTER TABLE "order_items" ADD COLUMN "offer_id" uuid;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "bundle_offer_id" uuid;--> statement-breakpoint
ALTER TABLE "bundle_offers" ADD COLUMN "consumed_order_id" uuid;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "consumed_order_id" uuid;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_bundle_offer_id_bundle_offers_id_fk" FOREIGN KEY ("bundle_offer_id") REFERENCES "public"."bundle_offers"("id") ON DELETE no action ON UPDATE no action;