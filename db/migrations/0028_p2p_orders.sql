CREATE TYPE "public"."p2p_dispute_decision" AS ENUM('release', 'refund');--> statement-breakpoint
CREATE TABLE "p2p_dispute_decisions" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"decision" "p2p_dispute_decision" NOT NULL,
	"note" text NOT NULL,
	"decided_by_user_id" uuid,
	"decided_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "p2p_shipping_labels" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"shipment_id" uuid NOT NULL,
	"carrier" text NOT NULL,
	"tracking_number" text NOT NULL,
	"file_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "p2p_dispute_decisions" ADD CONSTRAINT "p2p_dispute_decisions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "p2p_dispute_decisions" ADD CONSTRAINT "p2p_dispute_decisions_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "p2p_shipping_labels" ADD CONSTRAINT "p2p_shipping_labels_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "p2p_shipping_labels" ADD CONSTRAINT "p2p_shipping_labels_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;