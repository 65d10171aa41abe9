CREATE TYPE "public"."customer_control_request_kind" AS ENUM('suspend', 'disable_controls');--> statement-breakpoint
CREATE TYPE "public"."customer_control_request_status" AS ENUM('pending', 'approved', 'declined', 'cancelled');--> statement-breakpoint
CREATE TABLE "customer_control_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"supplier_account_id" uuid NOT NULL,
	"kind" "customer_control_request_kind" NOT NULL,
	"status" "customer_control_request_status" DEFAULT 'pending' NOT NULL,
	"reasons" text[] DEFAULT '{}' NOT NULL,
	"memo" text,
	"message" text,
	"requested_by_user_id" uuid NOT NULL,
	"decided_by_user_id" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "supplier_customers" ADD COLUMN "controls_disabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "supplier_customers" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "customer_control_requests" ADD CONSTRAINT "customer_control_requests_customer_id_supplier_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."supplier_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_control_requests" ADD CONSTRAINT "customer_control_requests_supplier_account_id_accounts_id_fk" FOREIGN KEY ("supplier_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_control_requests_pending_idx" ON "customer_control_requests" USING btree ("customer_id","kind") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "customer_control_requests_status_idx" ON "customer_control_requests" USING btree ("status","created_at");