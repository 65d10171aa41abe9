/** What the p2p listing tests share: the listing form as multipart, and counting stored listing files. */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Credentials, TestContext } from '../../harness/app.ts';
import { pdfBytes, pngBytes } from '../../harness/p2p-seller.ts';

export type Answer = {
  status: number;
  body: Record<string, unknown> & { errors?: Record<string, string[]> };
};

export type ListingFormParts = {
  fields?: Record<string, string | string[]>;
  files?: Record<string, { bytes: Uint8Array<ArrayBuffer>; name: string }[]>;
};

/** A complete listing form for `productId`: proof, pedigree and one image, unless overridden. */
export function listingForm(productId: string, parts: ListingFormParts = {}): FormData {
  const form = new FormData();
  const fields: Record<string, string | string[]> = {
    product_id: productId,
    price: '50.00',
    stock: '4',
    lot: 'LOT-A1',
    expiry_date: '2028-06-30',
    p2p_max_qty: '2',
    purchased_from: 'Keystone Wholesale',
    ...parts.fields,
  };
  for (const [name, value] of Object.entries(fields))
    for (const v of Array.isArray(value) ? value : [value]) form.append(name, v);
  const files = {
    'proof_of_purchase[]': [{ bytes: pdfBytes(), name: 'invoice.pdf' }],
    'pedigree_documents[]': [{ bytes: pdfBytes(), name: 'pedigree.pdf' }],
    'image[]': [{ bytes: pngBytes(), name: 'front.png' }],
    ...parts.files,
  };
  for (const [name, list] of Object.entries(files))
    for (const file of list) form.append(name, new Blob([file.bytes]), file.name);
  return form;
}

export async function send(
  t: TestContext,
  method: string,
  path: string,
  as: Credentials,
  body?: unknown,
): Promise<Answer> {
  const response = await t.call(method, `/api/v1${path}`, { as, ...(body === undefined ? {} : { body }) });
  const text = await response.text();
  const answer: Answer = { status: response.status, body: (text ? JSON.parse(text) : {}) as Answer['body'] };
  return answer;
}

/** How many files the store holds under listing_files/. */
export async function storedListingFiles(t: TestContext): Promise<number> {
  try {
    return (await readdir(join(t.env.filesDir, 'listing_files'))).length;
  } catch {
    return 0;
  }
}
