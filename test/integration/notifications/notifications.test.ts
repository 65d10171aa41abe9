/**
 * The notification pane (pharmacy-side §2 header notification pane): GET /api/v1/notifications is
 * paged, newest first, with the unread count; PATCH /api/v1/notifications/{id}/read and /read_all
 * mark them read. Everything is scoped to the caller's account: another account's notification is 404.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyAccount } from '../../../activities/notifications/notify-account.ts';
import { notifications } from '../../../db/schema/index.ts';
import { DEMO_ACCOUNTS } from '../../../db/seed/demo-accounts.ts';
import { createTestContext, type Credentials, type TestContext } from '../../harness/app.ts';

type Item = { id: string; title: string; read: boolean; read_at: string | null; created_at: string };
type Page = { data: Item[]; page: number; per_page: number; total: number; unread_count: number };
const accountOf = (email: string) => DEMO_ACCOUNTS.find((a) => a.user.email === email)!.id;
const PHARMACY_ID = accountOf('pharmacy@example.com');
const SELLER_ID = accountOf('seller@example.com');

let t: TestContext;
let pharmacy: Credentials;
let seller: Credentials;
let sellerNoticeId: string;

const list = async (as: Credentials, query = '') =>
  (await (await t.call('GET', `/api/v1/notifications${query}`, { as })).json()) as Page;

beforeAll(async () => {
  t = await createTestContext();
  [pharmacy, seller] = await Promise.all([t.login('pharmacy@example.com'), t.login('seller@example.com')]);
  for (let i = 1; i <= 12; i++) {
    await notifyAccount(t.db, {
      accountId: PHARMACY_ID,
      kind: 'order.shipped',
      title: `Order ${i} shipped`,
      body: `Order ${i} is on its way.`,
      link: `/pharmacy/orders/${i}`,
    });
    // Distinct creation times, so "newest first" is decided by time, not by insertion order.
    await t.db
      .update(notifications)
      .set({ createdAt: new Date(Date.UTC(2026, 0, i)) })
      .where(eq(notifications.title, `Order ${i} shipped`));
  }
  await notifyAccount(t.db, {
    accountId: SELLER_ID,
    kind: 'invoice.due',
    title: 'Invoice due',
    body: 'An invoice is due.',
  });
  sellerNoticeId = (await list(seller)).data[0]!.id;
});
afterAll(() => t.close());

describe('notifications', () => {
  it('lists only the caller account’s notifications, newest first, paged, with the unread count (scoped to account)', async () => {
    const first = await list(pharmacy, '?per_page=5');
    expect(first).toMatchObject({ page: 1, per_page: 5, total: 12, unread_count: 12 });
    expect(first.data.map((n) => n.title)).toEqual([
      'Order 12 shipped',
      'Order 11 shipped',
      'Order 10 shipped',
      'Order 9 shipped',
      'Order 8 shipped',
    ]);
    const third = await list(pharmacy, '?per_page=5&page=3');
    expect(third.data.map((n) => n.title)).toEqual(['Order 2 shipped', 'Order 1 shipped']);
    expect((await list(seller)).data.map((n) => n.title)).toEqual(['Invoice due']);
  });

  it('marks one notification read and lowers the unread count', async () => {
    const [newest] = (await list(pharmacy)).data;
    const response = await t.call('PATCH', `/api/v1/notifications/${newest!.id}/read`, { as: pharmacy });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: newest!.id, read: true, unread_count: 11 });
    expect((await list(pharmacy, '?unread=true')).total).toBe(11);
  });

  it("answers 404 for another account's notification and leaves it unread (scoped to account)", async () => {
    const response = await t.call('PATCH', `/api/v1/notifications/${sellerNoticeId}/read`, { as: pharmacy });
    expect(response.status).toBe(404);
    expect((await list(seller)).unread_count).toBe(1);
  });

  it("marks all of the caller's notifications read, and none of another account's", async () => {
    const response = await t.call('PATCH', '/api/v1/notifications/read_all', { as: pharmacy });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ updated: 11, unread_count: 0 });
    expect((await list(pharmacy)).data.every((n) => n.read)).toBe(true);
    expect((await list(seller)).unread_count).toBe(1);
  });

  it('announces a read on the account stream only, so the account’s other tabs refresh', async () => {
    const heard: string[] = [];
    const listener = await t.sql.listen('cable', (payload) => heard.push(payload));
    await t.call('PATCH', `/api/v1/notifications/${sellerNoticeId}/read`, { as: seller });
    await expect.poll(() => heard.length).toBe(1);
    expect(JSON.parse(heard[0]!)).toEqual({
      stream: `account:${SELLER_ID}`,
      message: { type: 'notification.read', ids: [sellerNoticeId] },
    });
    await listener.unlisten();
  });

  it('gives supplier accounts their own pane too', async () => {
    const supplier = await t.login('supplier@example.com');
    expect(await list(supplier)).toMatchObject({ total: 0, unread_count: 0, data: [] });
  });

  it('refuses an anonymous caller with 401', async () => {
    expect((await t.call('GET', '/api/v1/notifications')).status).toBe(401);
  });
});
