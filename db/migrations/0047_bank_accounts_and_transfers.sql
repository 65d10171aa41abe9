CREATE TYPE "public"."bank_transfer_status" AS ENUM('pending', 'settled', 'returned');--> statement-breakpoint
CREATE TYPE "public"."sandbox_bank_entry_kind" AS ENUM('micro_deposit', 'debit');--> statement-breakpoint
ALTER TYPE "public"."payment_status" ADD VALUE 'pending';--> statement-breakpoint
ALTER TYPE "public"."payment_status" ADD VALUE 'returned';--> statement-breakpoint
CREATE TABLE "bank_transfers" (
	"payment_id" uuid PRIMARY KEY NOT NULL,
	"bank_account_id" uuid NOT NULL,
	"bank_ref" text,
	"status" "bank_transfer_status" DEFAULT 'pending' NOT NULL,
	"return_code" text,
	"workflow_started_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_bank_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" text NOT NULL,
	"kind" "sandbox_bank_entry_kind" NOT NULL,
	"bank_account_id" uuid NOT NULL,
	"routing_number" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" "bank_transfer_status" DEFAULT 'pending' NOT NULL,
	"return_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cleared_at" timestamp with time zone,
	CONSTRAINT "sandbox_bank_entries_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD COLUMN "holder_name" text;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD COLUMN "routing_number" text;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD COLUMN "account_type" text;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD COLUMN "transfers_held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_transfers_account_idx" ON "bank_transfers" USING btree ("bank_account_id","status");--> statement-breakpoint
CREATE INDEX "bank_transfers_unstarted_idx" ON "bank_transfers" USING btree ("status","workflow_started_at");--> statement-breakpoint
CREATE INDEX "sandbox_bank_entries_account_idx" ON "sandbox_bank_entries" USING btree ("bank_account_id","created_at");