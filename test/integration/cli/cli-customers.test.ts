/**
 * `pharmacy customers list|show`, `pharmacy requests list|approve|decline` and `pharmacy audits list`
 * (issue 11, CLI) against a real API process and worker process: the supplier's customers and
 * requests with --json, decisions through the request's workflow (deciding twice exits non-zero
 * with the server's message, nothing changed), and audits on each side, scoped to the caller.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supplierCustomers } from '../../../db/schema/index.ts';
import { DEMO_PASSWORD } from '../../../db/seed/demo-accounts.ts';
import {
  demoApi,
  httpSender,
  type DemoApi,
  type DemoSession,
} from '../../../scripts/lib/demo-history/api.ts';
import { SUPPLIER_ID } from '../../harness/catalog-fixtures.ts';
import { startCliStack, type CliStack } from '../../harness/cli-stack.ts';
import { PHARMACY } from '../orders/order-fulfilment-fixtures.ts';

type Who = 'supplier' | 'supplier2' | 'pharmacy';
const EMAILS: Record<Who, string> = {
  supplier: 'supplier@example.com',
  supplier2: 'supplier2@example.com',
  pharmacy: 'pharmacy@example.com',
};

let stack: CliStack;
let database: CliStack['database'];
let http: DemoApi;
let pharmacySession: DemoSession;

/** Runs the CLI as one of the demo users (each with its own stored token). */
const cli = (as: Who, args: string[], input?: string) => stack.cli(args, { input, config: as });

async function json<T>(as: Who, args: string[]): Promise<T> {
  const result = await cli(as, [...args, '--json']);
  expect(result.code, result.stderr).toBe(0);
  return JSON.parse(result.stdout) as T;
}

/** Main Street Pharmacy's terms with Keystone as the table holds them. */
async function keystoneTerms() {
  const [row] = await database.db
    .select()
    .from(supplierCustomers)
    .where(
      and(
        eq(supplierCustomers.supplierAccountId, SUPPLIER_ID),
        eq(supplierCustomers.pharmacyAccountId, PHARMACY.id),
      ),
    );
  return row!;
}

/** The demo pharmacy asks Keystone for something, over HTTP as the page does; answers the request id. */
async function ask(body: Record<string, unknown>): Promise<string> {
  const { request } = await http.call<{ request: { id: string } }>(
    pharmacySession,
    'POST',
    `/api/v1/wholesalers/${SUPPLIER_ID}/customer_requests`,
    body,
  );
  return request.id;
}

beforeAll(async () => {
  stack = await startCliStack('cli-customers');
  ({ database } = stack);
  http = demoApi(httpSender(stack.apiUrl));
  pharmacySession = await http.login(EMAILS.pharmacy);
  for (const who of Object.keys(EMAILS) as Who[]) {
    const login = await cli(who, ['login', '--email', EMAILS[who]], `${DEMO_PASSWORD}\n`);
    expect(login.code, login.stderr).toBe(0);
  }
}, 180_000);
afterAll(() => stack?.close());

type Customer = { id: string; name: string; credit_allocated_cents: number; net_days: number };
type Request = { id: string; kind: string; status: string; pharmacy: { name: string } };

describe('pharmacy customers', () => {
  it('customers list --json answers only the supplier’s own customers with their credit and terms', async () => {
    const list = await json<{ data: Customer[]; total: number }>('supplier', ['customers', 'list']);
    expect(list.total).toBe(2);
    expect(list.data.map((c) => c.name).sort()).toEqual(['Main Street Pharmacy', 'Riverside Drug']);
    expect(list.data.find((c) => c.name === 'Main Street Pharmacy')).toMatchObject({
      credit_allocated_cents: 2_500_000,
      net_days: 30,
    });
    // The same relationship seen by another supplier is another row, not Keystone's.
    const other = await json<{ data: Customer[] }>('supplier2', ['customers', 'list']);
    expect(other.data.map((c) => c.id)).not.toContain(list.data[0]!.id);
  });

  it('customers show <id> --json answers the customer; another supplier’s customer exits non-zero with not found', async () => {
    const main = (await keystoneTerms()).id;
    const detail = await json<{ customer: Customer; requests: unknown[] }>('supplier', [
      'customers',
      'show',
      main,
    ]);
    expect(detail.customer).toMatchObject({ id: main, name: 'Main Street Pharmacy' });
    const refused = await cli('supplier2', ['customers', 'show', main]);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain('Customer not found');
  });

  it('refuses customers list to a pharmacy with the server’s message', async () => {
    const refused = await cli('pharmacy', ['customers', 'list']);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain('You do not have access to this page.');
  });
});

describe('pharmacy requests', () => {
  let creditId: string;
  let eomId: string;

  beforeAll(async () => {
    creditId = await ask({ kind: 'credit_increase', credit_increase: true, credit_allocated: '30000.00' });
    eomId = await ask({ kind: 'eom_change', net_days: 60 });
  });

  it('requests list --json answers the supplier’s pending requests', async () => {
    const list = await json<{ data: Request[] }>('supplier', ['requests', 'list']);
    expect(list.data.map((r) => `${r.kind} ${r.status} ${r.pharmacy.name}`).sort()).toEqual([
      'credit_increase pending Main Street Pharmacy',
      'eom_change pending Main Street Pharmacy',
    ]);
    expect((await json<{ data: Request[] }>('supplier2', ['requests', 'list'])).data).toEqual([]);
  });

  it('refuses a decision without --yes when not in a terminal (exit 2), nothing changed', async () => {
    const refused = await cli('supplier', ['requests', 'approve', creditId]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('--yes');
    expect((await keystoneTerms()).creditAllocatedCents).toBe(2_500_000);
  });

  it('requests approve <id> raises the credit line through the workflow', async () => {
    const approve = await cli('supplier', ['requests', 'approve', creditId, '--yes']);
    expect(approve.code, approve.stderr).toBe(0);
    expect(approve.stdout).toMatch(/approved/i);
    expect((await keystoneTerms()).creditAllocatedCents).toBe(3_000_000);
  });

  it('deciding twice exits non-zero with the server’s message and changes nothing', async () => {
    const before = await keystoneTerms();
    const unexplained = await cli('supplier', ['requests', 'decline', creditId, '--yes']);
    expect(unexplained.code).not.toBe(0);
    expect(unexplained.stderr).toContain('--reason');
    const again = await cli('supplier', ['requests', 'decline', creditId, '--yes', '--reason', 'Too late']);
    expect(again.code).not.toBe(0);
    expect(again.stderr).toContain('This request was already approved.');
    expect(await keystoneTerms()).toEqual(before);
  });

  it('requests decline <id> leaves the terms; the history lists both decisions', async () => {
    const decline = await cli('supplier', ['requests', 'decline', eomId, '--yes', '--json']);
    expect(decline.code, decline.stderr).toBe(0);
    expect((JSON.parse(decline.stdout) as { request: Request }).request.status).toBe('declined');
    expect(await keystoneTerms()).toMatchObject({ netDays: 30, invoicesDueOnLastDay: false });
    const history = await json<{ data: Request[] }>('supplier', ['requests', 'list', '--history']);
    expect(history.data.map((r) => `${r.id} ${r.status}`).sort()).toEqual(
      [`${creditId} approved`, `${eomId} declined`].sort(),
    );
  });

  it('another supplier deciding Keystone’s request exits non-zero and changes nothing', async () => {
    const pending = await ask({ kind: 'eom_change', net_days: 45 });
    const refused = await cli('supplier2', ['requests', 'approve', pending, '--yes']);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain('Customer request not found');
    expect((await keystoneTerms()).netDays).toBe(30);
  });
});

describe('pharmacy audits list', () => {
  let auditId: string;

  beforeAll(async () => {
    const { data: auditors } = await http.call<{ data: { id: string }[] }>(
      pharmacySession,
      'GET',
      '/api/v1/wholesalers/audits/auditors',
    );
    const { audit } = await http.call<{ audit: { id: string } }>(
      pharmacySession,
      'POST',
      '/api/v1/wholesalers/audits',
      {
        supplier_id: SUPPLIER_ID,
        existing_company: true,
        auditor_id: auditors[0]!.id,
        start_date: '2026-01-01',
        end_date: '2026-03-31',
        point_of_contact: { name: 'Ann Auditor', email: 'ann@auditor.example' },
      },
    );
    auditId = audit.id;
  });

  type Audit = { id: string; status: string; pharmacy: { name: string }; supplier: { name: string } };

  it('lists the audits a pharmacy opened', async () => {
    const audits = await json<Audit[]>('pharmacy', ['audits', 'list']);
    expect(audits.map((a) => `${a.id} ${a.status} ${a.supplier.name}`)).toEqual([
      `${auditId} requested Keystone Wholesale Drug`,
    ]);
  });

  it('lists the audits a wholesaler was asked for, and none of another wholesaler’s', async () => {
    const audits = await json<Audit[]>('supplier', ['audits', 'list']);
    expect(audits.map((a) => `${a.id} ${a.pharmacy.name}`)).toEqual([`${auditId} Main Street Pharmacy`]);
    expect(await json<Audit[]>('supplier2', ['audits', 'list'])).toEqual([]);
  });
});
