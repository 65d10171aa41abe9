CREATE TYPE "public"."primary_connection_type" AS ENUM('ftp', 'ftps', 'sftp');--> statement-breakpoint
CREATE TABLE "primary_connections" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"server_address" text NOT NULL,
	"port" integer NOT NULL,
	"connection_type" "primary_connection_type" NOT NULL,
	"username" text NOT NULL,
	"password_key_id" text NOT NULL,
	"password_ciphertext" text NOT NULL,
	"inbound_directory" text NOT NULL,
	"outbound_directory" text NOT NULL,
	"monthly_rx_spending_cents" integer DEFAULT 0 NOT NULL,
	"monthly_brand_spending_cents" integer DEFAULT 0 NOT NULL,
	"monthly_generic_spending_cents" integer DEFAULT 0 NOT NULL,
	"updated_by_user_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "primary_connections_port" CHECK ("primary_connections"."port" between 1 and 65535),
	CONSTRAINT "primary_connections_spending" CHECK ("primary_connections"."monthly_rx_spending_cents" >= 0 and "primary_connections"."monthly_brand_spending_cents" >= 0 and "primary_connections"."monthly_generic_spending_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "primary_connections" ADD CONSTRAINT "primary_connections_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "primary_connections" ADD CONSTRAINT "primary_connections_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;