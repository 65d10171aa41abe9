/**
 * What every bundle offer transition shares. Each runs in one transaction that locks the bundle
 * row, changes it and its variants, appends the audit event and tells the other party. The
 * event's dedupe key (`bundle-offer:<id>:<seq>`, the workflow's move counter) is the step's ledger: a
 * retried activity finds it and changes nothing twice.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accounts, bundleOffers } from '../../db/schema/index.ts';
import { notFound } from '../../domain/errors.ts';
import { notifyAccount } from '../notifications/notify-account.ts';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type BundleRow = typeof bundleOffers.$inferSelect;

export const bundleStepKey = (bundleOfferId: string, seq: number | string) =>
  `bundle-offer:${bundleOfferId}:${seq}`;

/** Locks the bundle offer row for the transaction; a missing one is a 404. */
export async function lockBundle(tx: Tx, bundleOfferId: string): Promise<BundleRow> {
  const [row] = await tx.select().from(bundleOffers).where(eq(bundleOffers.id, bundleOfferId)).for('update');
  if (!row) throw notFound('Bundle offer');
  return row;
}

export async function accountName(tx: Tx, accountId: string): Promise<string> {
  const [row] = await tx.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, accountId));
  return row?.name ?? '';
}

/** Each side's offers page. */
export const bundleLink = (side: 'buyer' | 'seller') =>
  side === 'buyer' ? '/pharmacy/offers' : '/suppliers/offers';

type Notice = { key: string; kind: string; title: string; body: string };

/** Tells one party of the bundle (notification pane and /cable), once per step. */
export function notifyBundleParty(tx: Tx, bundle: BundleRow, to: 'buyer' | 'seller', notice: Notice) {
  return notifyAccount(tx, {
    accountId: to === 'buyer' ? bundle.buyerAccountId : bundle.sellerAccountId,
    kind: notice.kind,
    title: notice.title,
    body: notice.body,
    link: bundleLink(to),
    dedupeKey: `${notice.key}:${to}`,
    details: { bundle_offer_id: bundle.id, bundle_offer_number: bundle.number },
  });
}
