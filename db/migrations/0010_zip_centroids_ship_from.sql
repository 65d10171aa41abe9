CREATE TABLE "zip_centroids" (
	"zipcode" char(5) PRIMARY KEY NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL
);
--> statement-breakpoint
ALTER TABLE "supplier_settings" ADD COLUMN "ship_from_zipcode" char(5);