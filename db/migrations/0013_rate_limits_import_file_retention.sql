CREATE TABLE "rate_limit_windows" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"window_end" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "file_deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "rate_limit_windows_end_idx" ON "rate_limit_windows" USING btree ("window_end");--> statement-breakpoint
CREATE INDEX "import_jobs_files_kept_idx" ON "import_jobs" USING btree ("finished_at") WHERE "import_jobs"."file_deleted_at" is null;