CREATE TYPE "public"."customer_export_status" AS ENUM('queued', 'running', 'ready', 'failed');--> statement-breakpoint
CREATE TABLE "customer_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supplier_account_id" uuid NOT NULL,
	"requested_by_user_id" uuid NOT NULL,
	"status" "customer_export_status" DEFAULT 'queued' NOT NULL,
	"file_key" text,
	"row_count" integer,
	"failure" text,
	"workflow_started_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "customer_exports" ADD CONSTRAINT "customer_exports_supplier_account_id_accounts_id_fk" FOREIGN KEY ("supplier_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_exports" ADD CONSTRAINT "customer_exports_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_exports_supplier_idx" ON "customer_exports" USING btree ("supplier_account_id","created_at");