CREATE TYPE "public"."licence_kind" AS ENUM('state', 'dea');--> statement-breakpoint
CREATE TABLE "pharmacy_licences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"kind" "licence_kind" NOT NULL,
	"number" text NOT NULL,
	"state_id" smallint,
	"issued_on" date,
	"expires_on" date NOT NULL,
	"document_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pharmacy_licences_number_key" UNIQUE NULLS NOT DISTINCT("kind","state_id","number")
);
--> statement-breakpoint
ALTER TABLE "pharmacy_licences" ADD CONSTRAINT "pharmacy_licences_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pharmacy_licences" ADD CONSTRAINT "pharmacy_licences_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pharmacy_licences_account_idx" ON "pharmacy_licences" USING btree ("account_id");