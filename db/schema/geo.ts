import { char, pgTable, smallint, text } from 'drizzle-orm/pg-core';

/** US states and territories, seeded from ../shared/data/geo/us_states.csv (GeoNames, CC BY 4.0). */
export const states = pgTable('states', {
  id: smallint('id').primaryKey(),
  code: char('code', { length: 2 }).notNull().unique(),
  name: text('name').notNull(),
});
