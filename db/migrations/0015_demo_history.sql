CREATE TABLE "demo_history" (
	"scenario" text PRIMARY KEY NOT NULL,
	"subject_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
