/**
 * The migration into the one shipping model (issue 20): every supplier's and every p2p seller's
 * cut-offs, methods and holidays, written in the old tables, arrive in shipping_cutoffs,
 * shipping_methods and shipping_holidays with nothing lost and nothing changed (holidays turn from
 * 'Month DD' into 'MM-DD'), and the old tables and columns are gone afterwards.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations, migrationsFolder } from '../../../db/migrate.ts';
import { createTestDatabase } from '../../harness/database.ts';

const FIRST_NEW = '0029_shipping_model';
const SUPPLIER = '00000000-0000-4000-8000-00000000a001';
const SUPPLIER_DEFAULTS = '00000000-0000-4000-8000-00000000a002';
const SUPPLIER_UNSAVED = '00000000-0000-4000-8000-00000000a003';
const SELLER = '00000000-0000-4000-8000-00000000b001';
const OTHER_SELLER = '00000000-0000-4000-8000-00000000b002';

type Row = Record<string, unknown>;
type Database = Awaited<ReturnType<typeof createTestDatabase>>;
let database: Database;
let before: string;

/** A copy of the migrations folder that stops before the shipping model. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  const cut = journal.entries.findIndex((e) => e.tag === tag);
  expect(cut).toBeGreaterThan(0);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  return dir;
}

/** The old tables' rows: two suppliers with settings, one without, two p2p sellers. */
async function writeOldRows(db: Database['sql']) {
  await db.begin(async (sql) => {
    await sql`insert into accounts (id, kind, name) values
      (${SUPPLIER}, 'supplier', 'Keystone'), (${SUPPLIER_DEFAULTS}, 'supplier', 'Bluegrass'),
      (${SUPPLIER_UNSAVED}, 'supplier', 'Quiet'), (${SELLER}, 'pharmacy', 'Riverside'),
      (${OTHER_SELLER}, 'pharmacy', 'Mötley Pharmacy')`;
    await sql`insert into supplier_settings (supplier_account_id, same_cutoff_for_all_days, all_days_cutoff,
        monday_cutoff, tuesday_cutoff, wednesday_cutoff, thursday_cutoff, friday_cutoff, saturday_cutoff, updated_at)
      values (${SUPPLIER}, false, null, '16:30', '16:30', '9:15', null, '15:00', '12:00', '2026-03-02T10:00:00Z')`;
    await sql`insert into supplier_settings (supplier_account_id, updated_at) values (${SUPPLIER_DEFAULTS}, '2026-04-01T00:00:00Z')`;
    await sql`insert into supplier_shipping_methods (id, supplier_account_id, service_type, name, transit_business_days, fee_cents, active) values
      ('00000000-0000-4000-8000-0000000c0001', ${SUPPLIER}, 'ground', 'Ground', 5, 1500, true),
      ('00000000-0000-4000-8000-0000000c0002', ${SUPPLIER}, 'overnight', 'Next Day Air', 1, 4500, false),
      ('00000000-0000-4000-8000-0000000c0003', ${SUPPLIER_DEFAULTS}, 'ground', 'Ground', 4, 0, true)`;
    await sql`insert into supplier_holidays (id, supplier_account_id, name, month_day) values
      ('00000000-0000-4000-8000-0000000d0001', ${SUPPLIER}, 'Christmas Day', 'December 25'),
      ('00000000-0000-4000-8000-0000000d0002', ${SUPPLIER}, 'Leap Day', 'February 29'),
      ('00000000-0000-4000-8000-0000000d0003', ${SUPPLIER}, 'Independence Day', 'July 04'),
      ('00000000-0000-4000-8000-0000000d0004', ${SUPPLIER}, 'Christmas again', 'December 25'),
      ('00000000-0000-4000-8000-0000000d0005', ${SUPPLIER_DEFAULTS}, 'New Year''s Day', 'January 01')`;
    // The p2p tables hang off pharmacy_sellers, whose registration rows this test does not need:
    // their foreign-key triggers are off while these rows are written.
    await sql`set local session_replication_role = replica`;
    await sql`insert into seller_shipping_settings (account_id, monday_cutoff, tuesday_cutoff, wednesday_cutoff,
        thursday_cutoff, friday_cutoff, saturday_cutoff, updated_at) values
      (${SELLER}, '17:00', '17:00', '16:00', '17:00', '14:45', '5:00', '2026-05-05T05:05:05Z'),
      (${OTHER_SELLER}, '9:00', '9:00', '9:00', '9:00', '9:00', '9:00', '2026-06-06T06:06:06Z')`;
    await sql`insert into seller_shipping_methods (id, seller_account_id, service_type, name, transit_business_days, fee_cents, active) values
      ('00000000-0000-4000-8000-0000000e0001', ${SELLER}, 'ground', 'Ground', 3, 1500, true),
      ('00000000-0000-4000-8000-0000000e0002', ${SELLER}, 'overnight', 'Overnight', 1, 3500, true),
      ('00000000-0000-4000-8000-0000000e0003', ${OTHER_SELLER}, 'courier', 'Zoë''s courier', 2, 999, false)`;
    await sql`insert into seller_holidays (id, seller_account_id, name, month_day) values
      ('00000000-0000-4000-8000-0000000f0001', ${SELLER}, 'Christmas', '12-25'),
      ('00000000-0000-4000-8000-0000000f0002', ${OTHER_SELLER}, 'Día de la Independencia', '09-16')`;
  });
}

beforeAll(async () => {
  database = await createTestDatabase({ empty: true, as: 'owner' });
  before = migrationsBefore(FIRST_NEW);
  await applyMigrations(database.url, before);
  await writeOldRows(database.sql);
  await applyMigrations(database.url);
});

afterAll(async () => {
  rmSync(before, { recursive: true, force: true });
  await database?.drop();
});

describe('the shipping model migration', () => {
  it('moves every seller’s cut-offs, the p2p ones as per-day times, and gives none to a supplier that never saved', async () => {
    const rows = await database.sql<
      Row[]
    >`select seller_account_id, same_cutoff_for_all_days, all_days_cutoff,
        monday_cutoff, tuesday_cutoff, wednesday_cutoff, thursday_cutoff, friday_cutoff, saturday_cutoff,
        updated_at from shipping_cutoffs order by seller_account_id`;
    const day = (r: (typeof rows)[number]) => [
      r.monday_cutoff,
      r.tuesday_cutoff,
      r.wednesday_cutoff,
      r.thursday_cutoff,
      r.friday_cutoff,
      r.saturday_cutoff,
    ];
    expect(
      rows.map((r) => [r.seller_account_id, r.same_cutoff_for_all_days, r.all_days_cutoff, ...day(r)]),
    ).toEqual([
      [SUPPLIER, false, null, '16:30', '16:30', '9:15', null, '15:00', '12:00'],
      [SUPPLIER_DEFAULTS, true, '17:00', '17:00', '17:00', '17:00', '17:00', '17:00', null],
      [SELLER, false, null, '17:00', '17:00', '16:00', '17:00', '14:45', '5:00'],
      [OTHER_SELLER, false, null, '9:00', '9:00', '9:00', '9:00', '9:00', '9:00'],
    ]);
    expect(rows.map((r) => new Date(r.updated_at as string).toISOString())).toEqual([
      '2026-03-02T10:00:00.000Z',
      '2026-04-01T00:00:00.000Z',
      '2026-05-05T05:05:05.000Z',
      '2026-06-06T06:06:06.000Z',
    ]);
  });

  it('moves every method with its id, fee, days in transit and switch', async () => {
    const rows = await database.sql<
      Row[]
    >`select id, seller_account_id, service_type, name, transit_business_days,
        fee_cents, active from shipping_methods order by id`;
    expect(rows.map((r) => Object.values(r))).toEqual([
      ['00000000-0000-4000-8000-0000000c0001', SUPPLIER, 'ground', 'Ground', 5, 1500, true],
      ['00000000-0000-4000-8000-0000000c0002', SUPPLIER, 'overnight', 'Next Day Air', 1, 4500, false],
      ['00000000-0000-4000-8000-0000000c0003', SUPPLIER_DEFAULTS, 'ground', 'Ground', 4, 0, true],
      ['00000000-0000-4000-8000-0000000e0001', SELLER, 'ground', 'Ground', 3, 1500, true],
      ['00000000-0000-4000-8000-0000000e0002', SELLER, 'overnight', 'Overnight', 1, 3500, true],
      ['00000000-0000-4000-8000-0000000e0003', OTHER_SELLER, 'courier', "Zoë's courier", 2, 999, false],
    ]);
  });

  it('moves every holiday with its id and name, the supplier’s Month DD as MM-DD (February 29 too)', async () => {
    const rows = await database.sql<
      Row[]
    >`select id, seller_account_id, name, month_day from shipping_holidays order by id`;
    expect(rows.map((r) => Object.values(r))).toEqual([
      ['00000000-0000-4000-8000-0000000d0001', SUPPLIER, 'Christmas Day', '12-25'],
      ['00000000-0000-4000-8000-0000000d0002', SUPPLIER, 'Leap Day', '02-29'],
      ['00000000-0000-4000-8000-0000000d0003', SUPPLIER, 'Independence Day', '07-04'],
      ['00000000-0000-4000-8000-0000000d0004', SUPPLIER, 'Christmas again', '12-25'],
      ['00000000-0000-4000-8000-0000000d0005', SUPPLIER_DEFAULTS, "New Year's Day", '01-01'],
      ['00000000-0000-4000-8000-0000000f0001', SELLER, 'Christmas', '12-25'],
      ['00000000-0000-4000-8000-0000000f0002', OTHER_SELLER, 'Día de la Independencia', '09-16'],
    ]);
  });

  it('leaves no second table family behind', async () => {
    const tables = await database.sql<Row[]>`select table_name from information_schema.tables
      where table_schema = 'public' and table_name in ('supplier_shipping_methods', 'supplier_holidays',
        'seller_shipping_methods', 'seller_holidays', 'seller_shipping_settings')`;
    expect(tables).toHaveLength(0);
    const columns = await database.sql<Row[]>`select column_name from information_schema.columns
      where table_name = 'supplier_settings' and column_name like '%cutoff%'`;
    expect(columns).toHaveLength(0);
  });
});
