CREATE TYPE "public"."location_change_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TABLE "location_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"requested_by_user_id" uuid,
	"status" "location_change_status" DEFAULT 'pending' NOT NULL,
	"address1" text NOT NULL,
	"address2" text,
	"city" text NOT NULL,
	"state_id" smallint NOT NULL,
	"zipcode" text NOT NULL,
	"reason" text,
	"decided_by_user_id" uuid,
	"decided_at" timestamp with time zone,
	"workflow_started_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD COLUMN "location_id" uuid;--> statement-breakpoint
ALTER TABLE "customer_notice_acks" ADD COLUMN "location_change_supplier_acked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "location_changes" ADD CONSTRAINT "location_changes_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_changes" ADD CONSTRAINT "location_changes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_changes" ADD CONSTRAINT "location_changes_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_changes" ADD CONSTRAINT "location_changes_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_changes" ADD CONSTRAINT "location_changes_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "location_changes_one_pending_idx" ON "location_changes" USING btree ("location_id") WHERE "location_changes"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "location_changes_status_idx" ON "location_changes" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;