CREATE TABLE "statement_supplier_lines" (
	"statement_id" uuid NOT NULL,
	"supplier_account_id" uuid NOT NULL,
	"invoiced_cents" integer NOT NULL,
	"invoice_count" integer NOT NULL,
	"due_on" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "supplier_settings" ADD COLUMN "pay_by_statement" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "supplier_settings" ADD COLUMN "invoices_due_on_last_day" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "supplier_settings" ADD COLUMN "invoices_due_day" smallint;--> statement-breakpoint
ALTER TABLE "supplier_settings" ADD COLUMN "send_license_updates_notifs_to_buyers" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "pay_by_statement" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "statement_supplier_lines" ADD CONSTRAINT "statement_supplier_lines_statement_id_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_supplier_lines" ADD CONSTRAINT "statement_supplier_lines_supplier_account_id_accounts_id_fk" FOREIGN KEY ("supplier_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "statement_supplier_lines_pk" ON "statement_supplier_lines" USING btree ("statement_id","supplier_account_id");--> statement-breakpoint
ALTER TABLE "supplier_settings" ADD CONSTRAINT "supplier_settings_due_day_range" CHECK ("supplier_settings"."invoices_due_day" between 1 and 31);--> statement-breakpoint
ALTER TABLE "supplier_settings" ADD CONSTRAINT "supplier_settings_one_eom_choice" CHECK (not ("supplier_settings"."invoices_due_on_last_day" and "supplier_settings"."invoices_due_day" is not null));