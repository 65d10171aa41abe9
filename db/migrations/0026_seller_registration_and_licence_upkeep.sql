CREATE TYPE "public"."seller_registration_status" AS ENUM('awaiting_signature', 'in_review', 'approved', 'declined');--> statement-breakpoint
CREATE TYPE "public"."licence_notice_kind" AS ENUM('warn_30', 'warn_7', 'held');--> statement-breakpoint
CREATE TYPE "public"."licence_update_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."tax_document_kind" AS ENUM('tax_exempt', 'resale');--> statement-breakpoint
CREATE TABLE "pharmacy_sellers" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"registration_id" uuid NOT NULL,
	"approved_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" "seller_registration_status" DEFAULT 'awaiting_signature' NOT NULL,
	"seller_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"driver_licence_emailed" boolean DEFAULT false NOT NULL,
	"driver_licences" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cutoffs" jsonb NOT NULL,
	"agreement_document_id" uuid,
	"signed_at" timestamp with time zone,
	"signed_sha256" text,
	"decline_reason" text,
	"decided_by_user_id" uuid,
	"decided_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"workflow_started_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_shipping_settings" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"monday_cutoff" text NOT NULL,
	"tuesday_cutoff" text NOT NULL,
	"wednesday_cutoff" text NOT NULL,
	"thursday_cutoff" text NOT NULL,
	"friday_cutoff" text NOT NULL,
	"saturday_cutoff" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "licence_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"licence_id" uuid NOT NULL,
	"kind" "licence_notice_kind" NOT NULL,
	"expires_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "licence_notices_once_key" UNIQUE("licence_id","kind","expires_on")
);
--> statement-breakpoint
CREATE TABLE "licence_updates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"licence_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"new_expires_on" date NOT NULL,
	"file_name" text NOT NULL,
	"file_key" text NOT NULL,
	"content_type" text NOT NULL,
	"status" "licence_update_status" DEFAULT 'pending' NOT NULL,
	"reject_reason" text,
	"created_by_user_id" uuid NOT NULL,
	"decided_by_user_id" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_notice_acks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supplier_customer_id" uuid NOT NULL,
	"external_form_accessed_at" timestamp with time zone,
	"location_changed_at" timestamp with time zone,
	"location_change_acked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "supplier_control_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supplier_account_id" uuid NOT NULL,
	"title" text NOT NULL,
	"file_name" text NOT NULL,
	"file_key" text NOT NULL,
	"content_type" text NOT NULL,
	"external_form_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"kind" "tax_document_kind" NOT NULL,
	"state_id" smallint,
	"file_name" text NOT NULL,
	"file_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pharmacy_sellers" ADD CONSTRAINT "pharmacy_sellers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pharmacy_sellers" ADD CONSTRAINT "pharmacy_sellers_registration_id_seller_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."seller_registrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_registrations" ADD CONSTRAINT "seller_registrations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_registrations" ADD CONSTRAINT "seller_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_shipping_settings" ADD CONSTRAINT "seller_shipping_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_notices" ADD CONSTRAINT "licence_notices_licence_id_pharmacy_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."pharmacy_licences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_updates" ADD CONSTRAINT "licence_updates_licence_id_pharmacy_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."pharmacy_licences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_updates" ADD CONSTRAINT "licence_updates_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_updates" ADD CONSTRAINT "licence_updates_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_notice_acks" ADD CONSTRAINT "customer_notice_acks_supplier_customer_id_supplier_customers_id_fk" FOREIGN KEY ("supplier_customer_id") REFERENCES "public"."supplier_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_control_documents" ADD CONSTRAINT "supplier_control_documents_supplier_account_id_accounts_id_fk" FOREIGN KEY ("supplier_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "seller_registrations_open_idx" ON "seller_registrations" USING btree ("account_id") WHERE status <> 'declined';--> statement-breakpoint
CREATE INDEX "seller_registrations_status_idx" ON "seller_registrations" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "licence_updates_pending_idx" ON "licence_updates" USING btree ("licence_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "licence_updates_account_idx" ON "licence_updates" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_notice_acks_customer_idx" ON "customer_notice_acks" USING btree ("supplier_customer_id");--> statement-breakpoint
CREATE INDEX "supplier_control_documents_supplier_idx" ON "supplier_control_documents" USING btree ("supplier_account_id");--> statement-breakpoint
CREATE INDEX "tax_documents_account_idx" ON "tax_documents" USING btree ("account_id");