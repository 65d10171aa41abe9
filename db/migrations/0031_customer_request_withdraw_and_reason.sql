ALTER TYPE "public"."customer_request_status" ADD VALUE 'withdrawn';--> statement-breakpoint
ALTER TABLE "customer_requests" ADD COLUMN "decline_reason" text;