/** The notices of a seller registration's life: the applicant's pharmacy and the support desk are told in their panes. */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accounts } from '../../db/schema/index.ts';
import { notifyAccount } from '../notifications/notify-account.ts';
import type { SellerRegistrationRow } from './submit-registration.ts';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Executor = Database | Tx;

export const SELLER_REVIEW_LINK = '/support/seller_registrations';
export const BECOME_SELLER_LINK = '/pharmacy/become_seller';

/** Tells the pharmacy about its registration, once per step. */
export async function noticeToApplicant(
  db: Executor,
  row: SellerRegistrationRow,
  step: string,
  text: { title: string; body: string },
): Promise<void> {
  await notifyAccount(db, {
    accountId: row.accountId,
    kind: `seller_registration_${step}`,
    ...text,
    link: BECOME_SELLER_LINK,
    dedupeKey: `seller-registration:${row.id}:${step}`,
    details: { seller_registration_id: row.id },
  });
}

/** Tells every support desk about the registration, once per step. */
export async function noticeToSupport(
  db: Executor,
  row: SellerRegistrationRow,
  step: string,
  text: { title: string; body: string },
): Promise<void> {
  const desks = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.kind, 'support'));
  for (const desk of desks)
    await notifyAccount(db, {
      accountId: desk.id,
      kind: `seller_registration_${step}`,
      ...text,
      link: SELLER_REVIEW_LINK,
      dedupeKey: `seller-registration:${row.id}:${step}:${desk.id}`,
      details: { seller_registration_id: row.id },
    });
}
