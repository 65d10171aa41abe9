CREATE TYPE "public"."signature_document_kind" AS ENUM('wholesaler_agreement', 'seller_agreement');--> statement-breakpoint
CREATE TYPE "public"."signature_document_status" AS ENUM('awaiting_signature', 'signed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."signature_event_kind" AS ENUM('requested', 'viewed', 'signed', 'downloaded', 'verification_failed');--> statement-breakpoint
CREATE TABLE "signature_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"signer_user_id" uuid NOT NULL,
	"kind" "signature_document_kind" NOT NULL,
	"subject_id" uuid NOT NULL,
	"workflow_id" text NOT NULL,
	"title" text NOT NULL,
	"original_key" text NOT NULL,
	"original_sha256" text NOT NULL,
	"signed_key" text,
	"signed_sha256" text,
	"status" "signature_document_status" DEFAULT 'awaiting_signature' NOT NULL,
	"return_path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"signed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "signature_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"event" "signature_event_kind" NOT NULL,
	"user_id" uuid,
	"ip" text,
	"user_agent" text,
	"sha256" text,
	"original_sha256" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signature_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"signer_user_id" uuid NOT NULL,
	"document_ids" uuid[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "signature_documents" ADD CONSTRAINT "signature_documents_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_documents" ADD CONSTRAINT "signature_documents_signer_user_id_users_id_fk" FOREIGN KEY ("signer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_events" ADD CONSTRAINT "signature_events_document_id_signature_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."signature_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_events" ADD CONSTRAINT "signature_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_signer_user_id_users_id_fk" FOREIGN KEY ("signer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "signature_documents_account_idx" ON "signature_documents" USING btree ("account_id","status");--> statement-breakpoint
CREATE INDEX "signature_documents_subject_idx" ON "signature_documents" USING btree ("subject_id");--> statement-breakpoint
CREATE INDEX "signature_events_document_idx" ON "signature_events" USING btree ("document_id","at");