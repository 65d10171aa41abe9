-- Every access token ends (issue 10): tokens made without an expiry, or beyond a year, end a year after they were made.
UPDATE "access_tokens" SET "expires_at" = "created_at" + interval '365 days' WHERE "expires_at" IS NULL OR "expires_at" > "created_at" + interval '365 days';--> statement-breakpoint
ALTER TABLE "access_tokens" ALTER COLUMN "expires_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "access_tokens" ADD CONSTRAINT "access_tokens_lifetime" CHECK ("access_tokens"."expires_at" <= "access_tokens"."created_at" + interval '365 days');--> statement-breakpoint
CREATE TABLE "login_throttle_addresses" (
	"address" text PRIMARY KEY NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"failures" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_throttle_pairs" (
	"address" text NOT NULL,
	"email" text NOT NULL,
	"failures" integer NOT NULL,
	"last_failed_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone NOT NULL,
	CONSTRAINT "login_throttle_pairs_address_email_pk" PRIMARY KEY("address","email")
);
--> statement-breakpoint
DROP TABLE "login_failures" CASCADE;--> statement-breakpoint
CREATE INDEX "login_throttle_addresses_window_idx" ON "login_throttle_addresses" USING btree ("window_started_at");--> statement-breakpoint
CREATE INDEX "login_throttle_pairs_last_failed_idx" ON "login_throttle_pairs" USING btree ("last_failed_at");