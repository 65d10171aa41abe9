CREATE TYPE "public"."charge_intent_status" AS ENUM('authorizing', 'authorized', 'committed', 'captured', 'voided', 'declined');--> statement-breakpoint
CREATE TYPE "public"."refund_status" AS ENUM('pending', 'sent', 'failed');--> statement-breakpoint
ALTER TYPE "public"."payment_status" ADD VALUE 'authorized' BEFORE 'succeeded';--> statement-breakpoint
CREATE TABLE "charge_intents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"request_key" text,
	"amount_cents" integer NOT NULL,
	"processor_key" text NOT NULL,
	"processor_ref" text,
	"status" charge_intent_status NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "charge_intents_processor_key_unique" UNIQUE("processor_key")
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"refund_number" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"status" "refund_status" DEFAULT 'pending' NOT NULL,
	"processor_key" text NOT NULL,
	"processor_ref" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "refunds_processor_key_unique" UNIQUE("processor_key"),
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_bank_reversals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" text NOT NULL,
	"transfer_ref" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_bank_reversals_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "sandbox_card_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" text NOT NULL,
	"charge_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_card_refunds_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_card_charges" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_card_charges" ADD COLUMN "captured_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "charge_intents" ADD CONSTRAINT "charge_intents_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_card_refunds" ADD CONSTRAINT "sandbox_card_refunds_charge_id_sandbox_card_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."sandbox_card_charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "charge_intents_open_idx" ON "charge_intents" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "charge_intents_request_idx" ON "charge_intents" USING btree ("account_id","request_key");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_order_number_idx" ON "refunds" USING btree ("order_id","refund_number");--> statement-breakpoint
CREATE INDEX "refunds_pending_idx" ON "refunds" USING btree ("status","created_at");--> statement-breakpoint
-- The sandbox ledger before authorise/capture: a succeeded charge was captured at once; a refunded one in full.
UPDATE "sandbox_card_charges" SET "outcome" = 'captured', "captured_at" = "created_at" WHERE "outcome" = 'succeeded';--> statement-breakpoint
UPDATE "sandbox_card_charges" SET "outcome" = 'captured', "captured_at" = "created_at", "refunded_cents" = "amount_cents" WHERE "outcome" = 'refunded';
