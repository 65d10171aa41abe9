/**
 * Reading the p2p listing form (POST and PATCH /pharmacy/inventory, multipart): its text fields
 * and its files, each file field with the kinds and size it takes (domain/p2p/listing-files.ts),
 * checked by magic bytes as it streams in. Unknown fields are refused by name.
 */
import type { Context } from 'hono';
import type { P2pListingInput } from '../../../../services/p2p/listings/save-listing.ts';
import { parseStock, readPriceText } from '../../../../domain/catalog/listing-rules.ts';
import { parseDate } from '../../../../domain/dates.ts';
import {
  CertificateDescriptionSchema,
  P2pListingFieldsSchema,
} from '../../../../domain/p2p/listing-fields.ts';
import {
  acceptsContentType,
  LISTING_FILE_MESSAGES,
  LISTING_FILES_PER_FIELD,
  maxBytesOf,
  readPrimaryChoice,
  readSavedImageFlag,
  type ListingFileKind,
} from '../../../../domain/p2p/listing-files.ts';
import type { AppEnv } from '../../../context.ts';
import {
  discardUploads,
  receiveMultipartForm,
  type MultipartForm,
  type MultipartFormSpec,
} from '../../../uploads/read-form.ts';
import { fieldRefused, type FileFieldRule } from '../../../uploads/store-file-part.ts';

/** The form's file fields by the name the form sends, and the listing file kind each holds. */
export const FILE_FIELDS: Record<string, ListingFileKind> = {
  'image[]': 'image',
  'proof_of_purchase[]': 'proof_of_purchase',
  'pedigree_documents[]': 'pedigree',
  quality_identifier_file: 'quality_identifier',
  'tax_exempt_certificate[]': 'tax_exempt_certificate',
};

const TEXT_FIELDS = new Set([
  'product_id',
  'price',
  'stock',
  'lot',
  'expiry_date',
  'p2p_max_qty',
  'purchased_from',
  'proof_to_follow',
  'quality_identifier',
  'quality_description',
  'tax_exempt_description[]',
  'primary_image[]',
  'primary',
]);

const ALL_FILES_MAX_BYTES = 50 * 1024 * 1024;

function ruleOf(kind: ListingFileKind, maxFiles: number): FileFieldRule {
  return {
    folder: 'listing_files',
    maxFiles,
    maxBytes: maxBytesOf(kind),
    accepts: (found) => acceptsContentType(kind, found.contentType),
    messages: {
      invalidKind: LISTING_FILE_MESSAGES.invalidImages,
      tooLarge: kind === 'pedigree' ? LISTING_FILE_MESSAGES.pedigreeTooLarge : LISTING_FILE_MESSAGES.tooLarge,
    },
  };
}

/** The multipart spec of a listing form carrying `fields` of FILE_FIELDS. */
export function listingFormSpec(fields: string[] = Object.keys(FILE_FIELDS)): MultipartFormSpec {
  return {
    files: Object.fromEntries(
      fields.map((name) => [
        name,
        ruleOf(FILE_FIELDS[name]!, name.endsWith('[]') ? LISTING_FILES_PER_FIELD : 1),
      ]),
    ),
    total: { maxBytes: ALL_FILES_MAX_BYTES, message: 'All files together must be 50 MB or smaller.' },
    maxFieldBytes: 4096,
    maxParts: 120,
  };
}

/** The proof-of-purchase modal's form: its two file fields and two text fields. */
export const PROOF_FORM = {
  files: ['proof_of_purchase[]', 'pedigree_documents[]'],
  text: new Set(['purchased_from', 'save_and_close']),
};

/** Reads and stores the form; the caller discards the stored files if its save fails. */
export async function receiveListingForm(
  c: Context<AppEnv>,
  only?: { files: string[]; text: Set<string> },
): Promise<MultipartForm> {
  const form = await receiveMultipartForm(c, c.get('deps').ports.files, listingFormSpec(only?.files));
  const permitted = only?.text ?? TEXT_FIELDS;
  const stray = Object.keys(form.fields).find((name) => !permitted.has(name));
  if (stray) {
    await discardUploads(c.get('deps').ports.files, form);
    throw fieldRefused(stray, 'is not a permitted field');
  }
  return form;
}

const one = (form: MultipartForm, name: string) => form.fields[name]?.[0] ?? '';
const filesOf = (form: MultipartForm, name: string) => form.files[name] ?? [];

/** The save's input from the form's fields and files (rules are checked by the activity). */
export function listingInputOf(
  form: MultipartForm,
  base: Pick<P2pListingInput, 'sellerAccountId' | 'userId' | 'now'> & { listingId?: string },
): P2pListingInput {
  const parsed = P2pListingFieldsSchema.safeParse(
    Object.fromEntries(Object.keys(P2pListingFieldsSchema.shape).map((name) => [name, one(form, name)])),
  );
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw fieldRefused(String(issue.path[0]), issue.message);
  }
  const descriptions = form.fields['tax_exempt_description[]'] ?? [];
  descriptions.forEach((text, i) => {
    const description = CertificateDescriptionSchema.safeParse(text);
    if (!description.success)
      throw fieldRefused(`tax_exempt_description.${i}`, description.error.issues[0]!.message);
  });
  const price = readPriceText(parsed.data.price);
  const stock = parseStock(parsed.data.stock);
  const expiryText = parsed.data.expiry_date.trim();
  const expiryDate = expiryText === '' ? '' : parseDate(expiryText);
  if (!price.ok || stock === null || expiryDate === null)
    throw fieldRefused('price', 'The form could not be read.');
  const productId = one(form, 'product_id');
  if (!base.listingId && !/^[0-9a-f-]{36}$/i.test(productId))
    throw fieldRefused('product_id', 'Please choose a product.');
  const savedImageFlags = (form.fields['primary_image[]'] ?? []).map((value) => {
    const flag = readSavedImageFlag(value);
    if (!flag)
      throw fieldRefused('primary_image', 'Each primary_image value must be <image id>:0 or <image id>:1.');
    return flag;
  });
  const primary = readPrimaryChoice(form.fields.primary?.[0]);
  if (primary === 'invalid')
    throw fieldRefused('primary', 'The primary image must be saved:<image id> or new:<position>.');
  return {
    ...base,
    ...(base.listingId ? {} : { productId }),
    packPriceCents: price.cents,
    stock,
    lot: one(form, 'lot'),
    expiryDate,
    p2pMaxQty: one(form, 'p2p_max_qty'),
    purchasedFrom: one(form, 'purchased_from'),
    proofToFollow: one(form, 'proof_to_follow') === '1',
    quality: {
      identifier: one(form, 'quality_identifier') || null,
      description: one(form, 'quality_description'),
    },
    files: {
      image: filesOf(form, 'image[]'),
      proof_of_purchase: filesOf(form, 'proof_of_purchase[]'),
      pedigree: filesOf(form, 'pedigree_documents[]'),
      quality_identifier: filesOf(form, 'quality_identifier_file'),
      tax_exempt_certificate: filesOf(form, 'tax_exempt_certificate[]'),
    },
    taxCertificateDescriptions: descriptions,
    savedImageFlags,
    primary,
  };
}
