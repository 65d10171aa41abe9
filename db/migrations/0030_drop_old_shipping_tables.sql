DROP TABLE "supplier_holidays" CASCADE;--> statement-breakpoint
DROP TABLE "supplier_shipping_methods" CASCADE;--> statement-breakpoint
DROP TABLE "seller_shipping_settings" CASCADE;--> statement-breakpoint
DROP TABLE "seller_holidays" CASCADE;--> statement-breakpoint
DROP TABLE "seller_shipping_methods" CASCADE;--> statement-breakpoint
ALTER TABLE "supplier_settings" DROP COLUMN "same_cutoff_for_all_days";--> statement-breakpoint
ALTER TABLE "supplier_settings" DROP COLUMN "all_days_cutoff";--> statement-breakpoint
ALTER TABLE "supplier_settings" DROP COLUMN "monday_cutoff";--> statement-breakpoint
ALTER TABLE "supplier_settings" DROP COLUMN "tuesday_cutoff";--> statement-breakpoint
ALTER TABLE "supplier_settings" DROP COLUMN "wednesday_cutoff";--> statement-breakpoint
ALTER TABLE "supplier_settings" DROP COLUMN "thursday_cutoff";--> statement-breakpoint
ALTER TABLE "supplier_settings" DROP COLUMN "friday_cutoff";--> statement-breakpoint
ALTER TABLE "supplier_settings" DROP COLUMN "saturday_cutoff";