CREATE TYPE "public"."edit_proposal_status" AS ENUM('pending', 'accepted', 'declined', 'lapsed');--> statement-breakpoint
CREATE TABLE "order_edit_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"edit" jsonb NOT NULL,
	"changes" jsonb NOT NULL,
	"total_cents" integer NOT NULL,
	"status" "edit_proposal_status" DEFAULT 'pending' NOT NULL,
	"end_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "order_edit_proposals" ADD CONSTRAINT "order_edit_proposals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_edit_proposals_order_seq_idx" ON "order_edit_proposals" USING btree ("order_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "order_edit_proposals_one_pending_idx" ON "order_edit_proposals" USING btree ("order_id") WHERE "order_edit_proposals"."status" = 'pending';