CREATE TABLE "sandbox_mailbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_reviews" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_reviews" ADD COLUMN "email_code_hash" text;--> statement-breakpoint
ALTER TABLE "account_reviews" ADD COLUMN "email_code_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_reviews" ADD COLUMN "email_code_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "sandbox_mailbox_to_idx" ON "sandbox_mailbox" USING btree ("to","created_at");--> statement-breakpoint
-- Applications already in support's queue stay there.
UPDATE "account_reviews" SET "email_verified_at" = "created_at";
