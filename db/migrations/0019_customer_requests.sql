CREATE TYPE "public"."customer_request_kind" AS ENUM('credit_increase', 'payment_account_change', 'eom_change');--> statement-breakpoint
CREATE TYPE "public"."customer_request_status" AS ENUM('pending', 'approved', 'declined', 'expired');--> statement-breakpoint
CREATE TABLE "customer_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supplier_customer_id" uuid NOT NULL,
	"supplier_account_id" uuid NOT NULL,
	"pharmacy_account_id" uuid NOT NULL,
	"created_by_user_id" uuid,
	"kind" "customer_request_kind" NOT NULL,
	"status" "customer_request_status" DEFAULT 'pending' NOT NULL,
	"credit_increase" boolean DEFAULT false NOT NULL,
	"terms_increase" boolean DEFAULT false NOT NULL,
	"asked_credit_cents" integer,
	"asked_net_days" smallint,
	"asked_due_on_last_day" boolean,
	"asked_due_day" smallint,
	"note" text,
	"decided_credit_cents" integer,
	"decided_net_days" smallint,
	"decided_due_on_last_day" boolean,
	"decided_due_day" smallint,
	"decided_by_user_id" uuid,
	"decided_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"workflow_started_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_requests" ADD CONSTRAINT "customer_requests_supplier_customer_id_supplier_customers_id_fk" FOREIGN KEY ("supplier_customer_id") REFERENCES "public"."supplier_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_requests" ADD CONSTRAINT "customer_requests_supplier_account_id_accounts_id_fk" FOREIGN KEY ("supplier_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_requests" ADD CONSTRAINT "customer_requests_pharmacy_account_id_accounts_id_fk" FOREIGN KEY ("pharmacy_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_requests" ADD CONSTRAINT "customer_requests_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_requests" ADD CONSTRAINT "customer_requests_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_requests_supplier_idx" ON "customer_requests" USING btree ("supplier_account_id","status");--> statement-breakpoint
CREATE INDEX "customer_requests_pharmacy_idx" ON "customer_requests" USING btree ("pharmacy_account_id","status");--> statement-breakpoint
CREATE INDEX "customer_requests_unstarted_idx" ON "customer_requests" USING btree ("created_at") WHERE workflow_started_at is null;