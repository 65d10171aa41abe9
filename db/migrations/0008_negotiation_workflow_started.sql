ALTER TABLE "bundle_offers" ADD COLUMN "workflow_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "workflow_started_at" timestamp with time zone;--> statement-breakpoint
-- Offers made before the outbox had their workflow started by the API at creation.
UPDATE "offers" SET "workflow_started_at" = "created_at";--> statement-breakpoint
UPDATE "bundle_offers" SET "workflow_started_at" = "created_at";
