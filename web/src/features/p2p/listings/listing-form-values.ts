/** The listing form's values, their check by the domain's rules, and the multipart body they become. */
import { checkP2pListing } from '../../../../../domain/p2p/listing-form.ts';
import { readPriceText, parseStock } from '../../../../../domain/catalog/listing-rules.ts';
import type { FieldErrors } from '../../../../../domain/errors.ts';
import type { SellerListingDetail } from './listings-api.ts';

export type ListingFormValues = {
  product_id: string;
  price: string;
  stock: string;
  lot: string;
  expiry_date: string;
  p2p_max_qty: string;
  purchased_from: string;
  proof_to_follow: boolean;
  quality_identifier: string;
  quality_description: string;
  image: File[];
  proof_of_purchase: File[];
  pedigree_documents: File[];
  quality_identifier_file: File[];
  tax_exempt: { description: string; file: File | null }[];
  removed_images: string[];
  primary: string;
};

/** The form's starting values: empty, or the saved listing's. */
export function initialValues(listing?: SellerListingDetail): ListingFormValues {
  return {
    product_id: listing?.product_id ?? '',
    price: listing ? (listing.price_cents / 100).toFixed(2) : '',
    stock: listing ? String(listing.stock) : '',
    lot: listing?.lot ?? '',
    expiry_date: listing?.expiry_date ?? '',
    p2p_max_qty: listing?.p2p_max_qty ? String(listing.p2p_max_qty) : '',
    purchased_from: listing?.purchased_from ?? '',
    proof_to_follow: false,
    quality_identifier: listing?.quality_identifier ?? '',
    quality_description: listing?.quality_description ?? '',
    image: [],
    proof_of_purchase: [],
    pedigree_documents: [],
    quality_identifier_file: [],
    tax_exempt: [],
    removed_images: [],
    primary: '',
  };
}

/** The server's field names as the form's paths. */
export function formPathOf(field: string): string {
  const tax = /^tax_exempt_(description|certificate)\.(\d+)$/.exec(field);
  if (tax) return `tax_exempt.${tax[2]}.${tax[1] === 'description' ? 'description' : 'file'}`;
  return field.replace(/\[\]$/, '');
}

/** The domain's rules over the form (the pack-price cap is the server's: it knows the product). */
export function checkValues(
  values: ListingFormValues,
  saved: SellerListingDetail | undefined,
  today: string,
) {
  const errors: FieldErrors = {};
  if (!saved && !values.product_id) errors.product_id = ['Please choose a product.'];
  const price = readPriceText(values.price);
  if (!price.ok) errors.price = [price.message];
  const stock = parseStock(values.stock);
  if (stock === null) errors.stock = ['Stock must be a whole number.'];
  const live = (kind: string) => saved?.files.filter((f) => f.kind === kind && !f.removed).length ?? 0;
  const rules = checkP2pListing(
    {
      packPriceCents: price.ok ? price.cents : 1,
      stock: stock ?? 0,
      lot: values.lot,
      expiryDate: values.expiry_date,
      p2pMaxQty: values.p2p_max_qty,
      purchasedFrom: values.purchased_from,
      proofOfPurchaseFiles: live('proof_of_purchase') + values.proof_of_purchase.length,
      pedigreeFiles: live('pedigree') + values.pedigree_documents.length,
      proofToFollow: values.proof_to_follow,
      quality: {
        identifier: values.quality_identifier || null,
        description: values.quality_description,
        files: live('quality_identifier') + values.quality_identifier_file.length,
      },
      taxCertificates: values.tax_exempt.map((t) => ({
        description: t.description,
        hasFile: t.file !== null,
      })),
    },
    { isBrand: false, awpCents: null, wacCents: null, maxPackPriceCents: null },
    today,
  );
  return Object.fromEntries(
    Object.entries({ ...rules, ...errors }).map(([field, messages]) => [
      formPathOf(field),
      messages[0] ?? '',
    ]),
  );
}

/** The multipart body of POST or PATCH /pharmacy/inventory. */
export function formDataOf(values: ListingFormValues, saved: SellerListingDetail | undefined): FormData {
  const form = new FormData();
  if (!saved) form.set('product_id', values.product_id);
  for (const name of ['price', 'stock', 'lot', 'expiry_date', 'p2p_max_qty', 'purchased_from'] as const)
    form.set(name, values[name]);
  if (values.proof_to_follow) form.set('proof_to_follow', '1');
  form.set('quality_identifier', values.quality_identifier);
  if (values.quality_identifier) form.set('quality_description', values.quality_description);
  for (const file of values.image) form.append('image[]', file);
  for (const file of values.proof_of_purchase) form.append('proof_of_purchase[]', file);
  for (const file of values.pedigree_documents) form.append('pedigree_documents[]', file);
  if (values.quality_identifier)
    for (const file of values.quality_identifier_file) form.append('quality_identifier_file', file);
  for (const certificate of values.tax_exempt) {
    form.append('tax_exempt_description[]', certificate.description);
    if (certificate.file) form.append('tax_exempt_certificate[]', certificate.file);
  }
  for (const id of values.removed_images) form.append('primary_image[]', `${id}:1`);
  if (values.primary && !values.removed_images.some((id) => values.primary === `saved:${id}`))
    form.set('primary', values.primary);
  return form;
}

/** The text fields the shared schema (domain/p2p/listing-fields.ts) checks. */
export function textFieldsOf(values: ListingFormValues) {
  const {
    price,
    stock,
    lot,
    expiry_date,
    p2p_max_qty,
    purchased_from,
    quality_identifier,
    quality_description,
  } = values;
  return {
    price,
    stock,
    lot,
    expiry_date,
    p2p_max_qty,
    purchased_from,
    quality_identifier,
    quality_description,
  };
}
