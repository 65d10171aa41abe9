CREATE TYPE "public"."audit_document_kind" AS ENUM('generated', 'uploaded');--> statement-breakpoint
CREATE TYPE "public"."audit_notice_kind" AS ENUM('missing_proofs', 'deadline_passed');--> statement-breakpoint
CREATE TYPE "public"."audit_status" AS ENUM('requested', 'required_details_sent', 'completed');--> statement-breakpoint
CREATE TABLE "audit_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"audit_id" uuid NOT NULL,
	"kind" "audit_document_kind" NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"file_key" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"uploaded_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_support_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"audit_id" uuid NOT NULL,
	"kind" "audit_notice_kind" NOT NULL,
	"user_comment" text,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auditors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_by_account_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigserial NOT NULL,
	"pharmacy_account_id" uuid NOT NULL,
	"supplier_account_id" uuid NOT NULL,
	"auditor_id" uuid NOT NULL,
	"created_by_user_id" uuid NOT NULL,
	"status" "audit_status" DEFAULT 'requested' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"contact_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text,
	"workflow_started_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"escalated_at" timestamp with time zone,
	"details_sent_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audits_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "audit_documents" ADD CONSTRAINT "audit_documents_audit_id_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."audits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_documents" ADD CONSTRAINT "audit_documents_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_support_notices" ADD CONSTRAINT "audit_support_notices_audit_id_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."audits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_support_notices" ADD CONSTRAINT "audit_support_notices_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auditors" ADD CONSTRAINT "auditors_created_by_account_id_accounts_id_fk" FOREIGN KEY ("created_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audits" ADD CONSTRAINT "audits_pharmacy_account_id_accounts_id_fk" FOREIGN KEY ("pharmacy_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audits" ADD CONSTRAINT "audits_supplier_account_id_accounts_id_fk" FOREIGN KEY ("supplier_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audits" ADD CONSTRAINT "audits_auditor_id_auditors_id_fk" FOREIGN KEY ("auditor_id") REFERENCES "public"."auditors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audits" ADD CONSTRAINT "audits_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_documents_audit_idx" ON "audit_documents" USING btree ("audit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "audit_documents_one_generated_idx" ON "audit_documents" USING btree ("audit_id") WHERE "audit_documents"."kind" = 'generated';--> statement-breakpoint
CREATE INDEX "audit_support_notices_created_idx" ON "audit_support_notices" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "audit_support_notices_one_deadline_idx" ON "audit_support_notices" USING btree ("audit_id") WHERE "audit_support_notices"."kind" = 'deadline_passed';--> statement-breakpoint
CREATE UNIQUE INDEX "auditors_name_lower_idx" ON "auditors" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "audits_pharmacy_idx" ON "audits" USING btree ("pharmacy_account_id","created_at");--> statement-breakpoint
CREATE INDEX "audits_supplier_idx" ON "audits" USING btree ("supplier_account_id","created_at");