/**
 * A wholesaler application awaiting Keystone (issue 12 "Demo"): Lakeside Pharmacy, a pharmacy
 * that buys from Bluegrass only, applies to Keystone on net terms, fills its details, signs the
 * agreement on the product's own signing page and sends a voided cheque, all through the
 * application and e-signature routes and the `wholesaler-application:…` workflow. Keystone finds
 * it on its customer applications page. The applicant's account is written here (signup is
 * another part's): everything after is the product's own calls.
 */
import { eq } from 'drizzle-orm';
import { accounts, locations, states, supplierCustomers, users } from '../../../db/schema/index.ts';
import { DEMO_PASSWORD } from '../../../db/seed/demo-accounts.ts';
import { hashPassword } from '../../../platform/passwords.ts';
import { renderTextPdf } from '../../../activities/documents/text-pdf.ts';
import { DEMO_SUPPLIER, DEMO_SUPPLIER2, waitFor, type DemoWorld } from './world.ts';

export const APPLICANT_EMAIL = 'lakeside@example.com';

export type ApplicationScenario = {
  name: string;
  play: (w: DemoWorld, made: (id: string) => Promise<void>) => Promise<void>;
};

/** Lakeside Pharmacy (Austin, TX), a Bluegrass customer, once. */
async function ensureApplicant(w: DemoWorld): Promise<void> {
  const [found] = await w.db.select({ id: users.id }).from(users).where(eq(users.email, APPLICANT_EMAIL));
  if (found) return;
  const [account] = await w.db
    .insert(accounts)
    .values({ kind: 'pharmacy', name: 'Lakeside Pharmacy', timeZone: 'America/Chicago' })
    .returning();
  await w.db.insert(users).values({
    accountId: account!.id,
    email: APPLICANT_EMAIL,
    passwordHash: await hashPassword(DEMO_PASSWORD),
    firstName: 'Lena',
    lastName: 'Lakeside',
    role: 'admin',
  });
  const [tx] = await w.db.select({ id: states.id }).from(states).where(eq(states.code, 'TX'));
  await w.db.insert(locations).values({
    accountId: account!.id,
    name: 'Lakeside Pharmacy',
    address1: '2201 Lake Austin Blvd',
    city: 'Austin',
    stateId: tx!.id,
    zipcode: '78703',
    phone: '(512) 555-0188',
    isDefaultShipping: true,
    isDefaultBilling: true,
  });
  await w.db.insert(supplierCustomers).values({
    supplierAccountId: DEMO_SUPPLIER2.id,
    pharmacyAccountId: account!.id,
    status: 'approved',
    approvedAt: new Date(),
  });
}

type Application = {
  id: string;
  agreement_document_id: string | null;
  agreement_signed: boolean;
  status: string;
};

export const APPLICATION_SCENARIOS: ApplicationScenario[] = [
  {
    name: 'application:awaiting-keystone',
    async play(w, made) {
      await ensureApplicant(w);
      const applicant = await w.api.login(APPLICANT_EMAIL);
      const base = '/api/v1/pharmacy/wholesalers';
      const { applications } = await w.api.call<{ applications: Application[] }>(
        applicant,
        'POST',
        `${base}/${DEMO_SUPPLIER.id}/apply`,
        {
          account_type: 'net_terms',
        },
      );
      const app = applications[0]!;
      await made(app.id);
      const { application } = await w.api.call<{ application: Application }>(
        applicant,
        'POST',
        `${base}/applications/${app.id}/details`,
        {
          business_legal_name: 'Lakeside Pharmacy LLC',
          email: APPLICANT_EMAIL,
          mobile: '(512) 555-0188',
          address: '2201 Lake Austin Blvd',
          city: 'Austin',
          zip: '78703',
          state_id: 44,
          dea_number: 'BL6135215',
          dea_expiry: '2029-06-30',
          state_license_num: 'TX-30418',
          state_license_expiry: '2028-12-31',
          federal_tax_id: '74-1234567',
          part_of_a_gpo: 'No',
          license_document_name: 'tx-pharmacy-licence.pdf',
          dea_document_name: 'dea-registration.pdf',
        },
      );
      const request = await w.api.call<{ signature_request_id: string }>(
        applicant,
        'POST',
        '/api/v1/ajax/signature_requests',
        {
          document_ids: [application.agreement_document_id],
        },
      );
      await w.api.call(
        applicant,
        'POST',
        `/api/v1/ajax/signature_requests/${request.signature_request_id}/sign`,
        {
          mode: 'typed',
          typed_name: 'Lena Lakeside',
          consent: true,
        },
      );
      await waitFor(
        'the Lakeside agreement signature',
        async () =>
          (await w.api.call<{ application: Application }>(applicant, 'GET', `${base}/applications/${app.id}`))
            .application.agreement_signed,
        true,
      );
      const cheque = await renderTextPdf([
        ['VOID', '', 'Lakeside Pharmacy LLC', 'Texas Community Bank', 'Routing 111000025  Account ****4410'],
      ]);
      await w.api.upload(applicant, `${base}/applications/${app.id}/voided_cheque`, {
        name: 'voided-cheque.pdf',
        bytes: cheque,
      });
    },
  },
];
