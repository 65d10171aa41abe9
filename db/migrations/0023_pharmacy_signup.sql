CREATE TYPE "public"."account_review_status" AS ENUM('pending', 'more_info_requested', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."review_document_kind" AS ENUM('state_licence', 'dea', 'answer');--> statement-breakpoint
ALTER TYPE "public"."account_status" ADD VALUE 'pending_review';--> statement-breakpoint
ALTER TYPE "public"."account_status" ADD VALUE 'rejected';--> statement-breakpoint
CREATE TABLE "account_review_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"kind" "review_document_kind" NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"status" "account_review_status" DEFAULT 'pending' NOT NULL,
	"application_token_hash" text NOT NULL,
	"info_request" text,
	"rejection_reason" text,
	"decided_by_user_id" uuid,
	"decided_at" timestamp with time zone,
	"support_reminders_sent" integer DEFAULT 0 NOT NULL,
	"workflow_started_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_reviews_account_id_unique" UNIQUE("account_id"),
	CONSTRAINT "account_reviews_application_token_hash_unique" UNIQUE("application_token_hash")
);
--> statement-breakpoint
CREATE TABLE "ncpdp_sandbox_directory" (
	"ncpdp_number" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address1" text NOT NULL,
	"city" text NOT NULL,
	"state_id" smallint NOT NULL,
	"zipcode" text NOT NULL,
	"phone" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pharmacy_profiles" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"business_legal_name" text NOT NULL,
	"business_type" text NOT NULL,
	"federal_tax_id" text NOT NULL,
	"ncpdp_number" text,
	"mobile" text NOT NULL,
	"dob" date NOT NULL,
	"part_of_a_gpo" boolean NOT NULL,
	"gpo_name" text,
	"documents_by_fax" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pharmacy_profiles_federal_tax_id_unique" UNIQUE("federal_tax_id")
);
--> statement-breakpoint
CREATE TABLE "signup_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"step" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signup_drafts_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "signup_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"user_type" text NOT NULL,
	"key" text NOT NULL,
	"val" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_licensed_states" (
	"supplier_account_id" uuid NOT NULL,
	"state_id" smallint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_review_documents" ADD CONSTRAINT "account_review_documents_review_id_account_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."account_reviews"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_reviews" ADD CONSTRAINT "account_reviews_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_reviews" ADD CONSTRAINT "account_reviews_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ncpdp_sandbox_directory" ADD CONSTRAINT "ncpdp_sandbox_directory_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pharmacy_profiles" ADD CONSTRAINT "pharmacy_profiles_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_licensed_states" ADD CONSTRAINT "supplier_licensed_states_supplier_account_id_accounts_id_fk" FOREIGN KEY ("supplier_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_licensed_states" ADD CONSTRAINT "supplier_licensed_states_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_review_documents_review_idx" ON "account_review_documents" USING btree ("review_id");--> statement-breakpoint
CREATE INDEX "account_reviews_status_idx" ON "account_reviews" USING btree ("status");--> statement-breakpoint
CREATE INDEX "signup_events_created_idx" ON "signup_events" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_licensed_states_pk" ON "supplier_licensed_states" USING btree ("supplier_account_id","state_id");