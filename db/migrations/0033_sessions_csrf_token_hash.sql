-- Sessions keep only the digest of their CSRF token, now derived from the cookie token (issue 22).
-- A raw stored token cannot be turned into that digest, so every open session ends: users log in again.
DELETE FROM "sessions";--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "csrf_token_hash" text NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" DROP COLUMN "csrf_token";