import { sql } from 'drizzle-orm';
import { check, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts.ts';

export const primaryConnectionType = pgEnum('primary_connection_type', ['ftp', 'ftps', 'sftp']);

/**
 * A pharmacy's connection to its primary wholesaler (pharmacy-side §3 Primary connection, issue 23):
 * where its orders and invoices are exchanged by FTP, FTPS or SFTP, and its expected monthly
 * spending. One row per pharmacy account. The password is sealed with AES-256-GCM
 * (platform/credential-cipher.ts): the id of the key that sealed it sits beside the ciphertext so
 * keys rotate; the plaintext is never stored nor sent back.
 */
export const primaryConnections = pgTable(
  'primary_connections',
  {
    accountId: uuid('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    serverAddress: text('server_address').notNull(),
    port: integer('port').notNull(),
    connectionType: primaryConnectionType('connection_type').notNull(),
    username: text('username').notNull(),
    passwordKeyId: text('password_key_id').notNull(),
    passwordCiphertext: text('password_ciphertext').notNull(),
    inboundDirectory: text('inbound_directory').notNull(),
    outboundDirectory: text('outbound_directory').notNull(),
    monthlyRxSpendingCents: integer('monthly_rx_spending_cents').notNull().default(0),
    monthlyBrandSpendingCents: integer('monthly_brand_spending_cents').notNull().default(0),
    monthlyGenericSpendingCents: integer('monthly_generic_spending_cents').notNull().default(0),
    updatedByUserId: uuid('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('primary_connections_port', sql`${t.port} between 1 and 65535`),
    check(
      'primary_connections_spending',
      sql`${t.monthlyRxSpendingCents} >= 0 and ${t.monthlyBrandSpendingCents} >= 0 and ${t.monthlyGenericSpendingCents} >= 0`,
    ),
  ],
);
