CREATE TYPE "public"."reward_entry_kind" AS ENUM('earned', 'reversed', 'prize_claim', 'cash_claim');--> statement-breakpoint
CREATE TYPE "public"."reward_prize_type" AS ENUM('gift_card', 'merchandise', 'cash');--> statement-breakpoint
CREATE TABLE "reward_credit_applications" (
	"credit_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"applied_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_credits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"ledger_entry_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"kind" "reward_entry_kind" NOT NULL,
	"points" integer NOT NULL,
	"source_key" text NOT NULL,
	"invoice_id" uuid,
	"prize_id" uuid,
	"description" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_prizes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"prize_type" "reward_prize_type" NOT NULL,
	"points_cost" integer NOT NULL,
	"description" text NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "reward_credit_applications" ADD CONSTRAINT "reward_credit_applications_credit_id_reward_credits_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."reward_credits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_credit_applications" ADD CONSTRAINT "reward_credit_applications_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_credits" ADD CONSTRAINT "reward_credits_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_credits" ADD CONSTRAINT "reward_credits_ledger_entry_id_reward_ledger_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."reward_ledger"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_ledger" ADD CONSTRAINT "reward_ledger_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_ledger" ADD CONSTRAINT "reward_ledger_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_ledger" ADD CONSTRAINT "reward_ledger_prize_id_reward_prizes_id_fk" FOREIGN KEY ("prize_id") REFERENCES "public"."reward_prizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reward_credit_applications_pk" ON "reward_credit_applications" USING btree ("credit_id","invoice_id");--> statement-breakpoint
CREATE INDEX "reward_credit_applications_invoice_idx" ON "reward_credit_applications" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_credits_entry_idx" ON "reward_credits" USING btree ("ledger_entry_id");--> statement-breakpoint
CREATE INDEX "reward_credits_account_idx" ON "reward_credits" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_ledger_source_key_idx" ON "reward_ledger" USING btree ("source_key");--> statement-breakpoint
CREATE INDEX "reward_ledger_account_idx" ON "reward_ledger" USING btree ("account_id","occurred_at");--> statement-breakpoint
CREATE INDEX "reward_ledger_invoice_idx" ON "reward_ledger" USING btree ("invoice_id");--> statement-breakpoint
-- The rewards ledger, its cash credits and their applications are append-only by privilege
-- (issue 23): the application role writes and reads them, never changes or removes a row, so the
-- balance is always the sum of what happened.
REVOKE UPDATE, DELETE ON reward_ledger, reward_credits, reward_credit_applications FROM marketplace_app;
