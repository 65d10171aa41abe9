import { char, doublePrecision, pgTable, smallint, text } from 'drizzle-orm/pg-core';

/** US states and territories, seeded from ../shared/data/geo/us_states.csv (GeoNames, CC BY 4.0). */
export const states = pgTable('states', {
  id: smallint('id').primaryKey(),
  code: char('code', { length: 2 }).notNull().unique(),
  name: text('name').notNull(),
});

/**
 * The internal point of each ZIP Code Tabulation Area (US Census Bureau 2021 Gazetteer, public
 * domain), seeded from ../shared/data/geo/us_zcta_centroids_census2021.csv: the ends of a
 * shipment's great-circle distance (time in transit). PO-box-only ZIPs have no row.
 */
export const zipCentroids = pgTable('zip_centroids', {
  zipcode: char('zipcode', { length: 5 }).primaryKey(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
});
