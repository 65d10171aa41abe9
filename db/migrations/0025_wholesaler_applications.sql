CREATE TYPE "public"."application_account_type" AS ENUM('net_terms', 'credit_card', 'cod');--> statement-breakpoint
CREATE TYPE "public"."wholesaler_application_status" AS ENUM('draft', 'submitted', 'approved', 'declined', 'expired');--> statement-breakpoint
CREATE TABLE "wholesaler_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pharmacy_account_id" uuid NOT NULL,
	"supplier_account_id" uuid NOT NULL,
	"applicant_user_id" uuid NOT NULL,
	"account_type" "application_account_type" NOT NULL,
	"vawd" boolean DEFAULT false NOT NULL,
	"status" "wholesaler_application_status" DEFAULT 'draft' NOT NULL,
	"details" jsonb,
	"agreement_document_id" uuid,
	"agreement_signed_at" timestamp with time zone,
	"cheque_key" text,
	"cheque_file_name" text,
	"cheque_content_type" text,
	"cheque_size_bytes" integer,
	"submitted_at" timestamp with time zone,
	"decided_credit_cents" integer,
	"decided_net_days" smallint,
	"decline_reason" text,
	"decided_by_user_id" uuid,
	"decided_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"workflow_started_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wholesaler_applications" ADD CONSTRAINT "wholesaler_applications_pharmacy_account_id_accounts_id_fk" FOREIGN KEY ("pharmacy_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wholesaler_applications" ADD CONSTRAINT "wholesaler_applications_supplier_account_id_accounts_id_fk" FOREIGN KEY ("supplier_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wholesaler_applications" ADD CONSTRAINT "wholesaler_applications_applicant_user_id_users_id_fk" FOREIGN KEY ("applicant_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wholesaler_applications" ADD CONSTRAINT "wholesaler_applications_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wholesaler_applications_pair_idx" ON "wholesaler_applications" USING btree ("pharmacy_account_id","supplier_account_id");--> statement-breakpoint
CREATE INDEX "wholesaler_applications_supplier_idx" ON "wholesaler_applications" USING btree ("supplier_account_id","status");--> statement-breakpoint
CREATE INDEX "wholesaler_applications_unstarted_idx" ON "wholesaler_applications" USING btree ("created_at") WHERE workflow_started_at is null;