-- Every access token ends (issue 10): tokens made without an expiry, or beyond a year, end a year after they were made.
UPDATE "access_tokens" SET "expires_at" = "created_at" + interval '365 days' WHERE "expires_at" IS NULL OR "expires_at" > "created_at" + interval '365 days';--> statement-breakpoint
ALTER TABLE "access_tokens" ALTER COLUMN "expires_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "access_tokens" ADD CONSTRAINT "access_tokens_lifetime" CHECK ("access_tokens"."expires_at" <= "access_tokens"."created_at" + interval '365 days');