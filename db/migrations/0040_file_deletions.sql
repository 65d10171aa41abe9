CREATE TABLE "file_deletions" (
	"file_key" text PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"bytes" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "file_deletions" ADD CONSTRAINT "file_deletions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "file_deletions_created_idx" ON "file_deletions" USING btree ("created_at");