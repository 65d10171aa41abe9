CREATE TYPE "public"."purchase_approval_status" AS ENUM('pending', 'approved', 'declined', 'expired');--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'awaiting_approval';--> statement-breakpoint
CREATE TABLE "purchase_approvals" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"master_account_id" uuid NOT NULL,
	"requested_by_user_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"limit_cents" integer NOT NULL,
	"status" "purchase_approval_status" DEFAULT 'pending' NOT NULL,
	"decided_by_user_id" uuid,
	"decided_at" timestamp with time zone,
	"decline_reason" text,
	"reminded_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"workflow_started_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spend_limits" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"master_account_id" uuid NOT NULL,
	"per_order_cents" integer,
	"per_month_cents" integer,
	"set_by_user_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "purchase_approvals" ADD CONSTRAINT "purchase_approvals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_approvals" ADD CONSTRAINT "purchase_approvals_master_account_id_accounts_id_fk" FOREIGN KEY ("master_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_approvals" ADD CONSTRAINT "purchase_approvals_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_approvals" ADD CONSTRAINT "purchase_approvals_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spend_limits" ADD CONSTRAINT "spend_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spend_limits" ADD CONSTRAINT "spend_limits_master_account_id_accounts_id_fk" FOREIGN KEY ("master_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spend_limits" ADD CONSTRAINT "spend_limits_set_by_user_id_users_id_fk" FOREIGN KEY ("set_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchase_approvals_master_idx" ON "purchase_approvals" USING btree ("master_account_id","status");