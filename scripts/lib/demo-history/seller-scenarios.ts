/**
 * The demo p2p seller (issue 13 part A "Demo data"): Riverside Drug registers as a seller through
 * the API (PUT /pharmacy/become_seller), signs the seller agreement through the e-signature API,
 * support approves; then it lists a dozen demo products through the listing form's own multipart
 * call, each with a proof of purchase and a pedigree (small generated PDFs), one short-dated and
 * one saved with its proof to follow, so support's missing-proof queue is not empty.
 */
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { renderTextPdf } from '../../../activities/documents/text-pdf.ts';
import { products } from '../../../db/schema/index.ts';
import { addDays } from '../../../domain/catalog/short-dated.ts';
import { maxPackPrice } from '../../../domain/catalog/pricing.ts';
import { isoDate } from '../../../domain/dates.ts';
import { centsToDecimal } from '../../../domain/money.ts';
import { DEMO_OTHER_PHARMACY, waitFor, type DemoWorld } from './world.ts';

export type SellerScenario = {
  name: string;
  play: (w: DemoWorld, made: (id: string) => Promise<void>) => Promise<void>;
};

type BecomeSeller = {
  is_seller: boolean;
  registration: { id: string; status: string; agreement_document_id: string | null } | null;
};

const pdf = async (lines: string[]) => new Blob([await renderTextPdf([lines])], { type: 'application/pdf' });

async function becomeSellerForm(): Promise<FormData> {
  const form = new FormData();
  form.set('seller_name', 'Riverside Drug');
  form.set('contact_phone', '(503) 555-0119');
  form.set('same_cutoff_for_all', '1');
  form.set('same_cutoff_time', '4:00');
  form.set(
    'driver_license_photo[]',
    await pdf(['Oregon driver licence', 'Sam Okafor']),
    'driver-licence.pdf',
  );
  return form;
}

async function registerAndApprove(w: DemoWorld): Promise<string> {
  const status = () => w.api.call<BecomeSeller>(w.otherPharmacy, 'GET', '/api/v1/pharmacy/become_seller');
  if ((await status()).is_seller) return (await status()).registration?.id ?? DEMO_OTHER_PHARMACY.id;
  await w.api.sendForm(w.otherPharmacy, 'PUT', '/api/v1/pharmacy/become_seller', await becomeSellerForm());
  await waitFor(
    'the seller agreement',
    async () => (await status()).registration?.agreement_document_id != null,
    true,
  );
  const registration = (await status()).registration!;
  const request = await w.api.call<{ signature_request_id: string }>(
    w.otherPharmacy,
    'POST',
    '/api/v1/ajax/signature_requests',
    { document_ids: [registration.agreement_document_id] },
  );
  await w.api.call(
    w.otherPharmacy,
    'POST',
    `/api/v1/ajax/signature_requests/${request.signature_request_id}/sign`,
    {
      mode: 'typed',
      typed_name: 'Sam Okafor',
      consent: true,
    },
  );
  await waitFor('the registration', async () => (await status()).registration?.status, 'in_review');
  const support = await w.api.login('support@example.com');
  await w.api.call(support, 'POST', `/api/v1/support/seller_registrations/${registration.id}/decision`, {
    decision: 'approve',
  });
  await waitFor('the seller', async () => (await status()).is_seller, true);
  return registration.id;
}

/** A dozen demo generics with a reference price, not controlled, the same ones each time. */
async function productsToList(w: DemoWorld) {
  const rows = await w.db
    .select()
    .from(products)
    .where(
      and(
        eq(products.isDemo, true),
        isNull(products.deaSchedule),
        eq(products.isBrand, false),
        isNotNull(products.awpCents),
      ),
    )
    .orderBy(asc(products.ndc))
    .limit(12);
  return rows.filter((p) => (maxPackPrice(p)?.cents ?? 0) >= 500);
}

async function listingForm(
  product: typeof products.$inferSelect,
  i: number,
  today: string,
): Promise<FormData> {
  const form = new FormData();
  const cap = maxPackPrice(product)!.cents;
  const shortDated = i === 1;
  const proofLater = i === 2;
  form.set('product_id', product.id);
  form.set('price', centsToDecimal(Math.floor((cap * 0.7) / 100) * 100 || 100));
  form.set('stock', String(2 + (i % 5)));
  form.set('lot', `RVD${String(2400 + i)}`);
  form.set('expiry_date', addDays(today, shortDated ? 90 : 300 + i * 20));
  form.set('p2p_max_qty', i % 3 === 0 ? '2' : '');
  if (proofLater) {
    form.set('proof_to_follow', '1');
    return form;
  }
  form.set('purchased_from', i % 2 === 0 ? 'Keystone Wholesale Drug' : 'Bluegrass Pharma Supply');
  form.append(
    'proof_of_purchase[]',
    await pdf(['Invoice', `${product.name} ${product.strength}`, `NDC ${product.ndc}`]),
    'invoice.pdf',
  );
  form.append(
    'pedigree_documents[]',
    await pdf(['Transaction history', `NDC ${product.ndc}`, `Lot RVD${2400 + i}`]),
    'pedigree.pdf',
  );
  return form;
}

export const SELLER_SCENARIOS: SellerScenario[] = [
  {
    name: 'seller-registration-riverside',
    play: async (w, made) => made(await registerAndApprove(w)),
  },
  {
    name: 'seller-listings-riverside',
    play: async (w, made) => {
      const today = isoDate(new Date());
      const chosen = await productsToList(w);
      if (chosen.length < 12) throw new Error(`only ${chosen.length} demo products to list`);
      let first: string | null = null;
      for (const [i, product] of chosen.entries()) {
        const answer = await w.api.sendForm<{ id: string }>(
          w.otherPharmacy,
          'POST',
          '/api/v1/pharmacy/inventory',
          await listingForm(product, i, today),
        );
        first ??= answer.id;
      }
      await made(first!);
    },
  },
];
