/**
 * Reading the become-seller form (PUT /pharmacy/become_seller, supplier-side §3, §5): its text
 * fields by the shared schema, its `driver_license_photo[]` files streamed into the file store,
 * each checked by its magic bytes, at most 10485760 bytes together. Whatever is refused, nothing
 * stays stored.
 */
import type { Context } from 'hono';
import type { NewSellerRegistration } from '../../../activities/seller-registration/submit-registration.ts';
import type { FileStore } from '../../../activities/ports/file-store.ts';
import { DomainError } from '../../../domain/errors.ts';
import {
  DRIVER_LICENCE_MAX_FILES,
  DRIVER_LICENCE_MESSAGES,
  DRIVER_LICENCE_TOTAL_MAX_BYTES,
} from '../../../domain/seller-registration/driver-licence-files.ts';
import { BecomeSellerFieldsSchema } from '../../../domain/seller-registration/seller-form.ts';
import {
  resolveCutoffs,
  SELLER_WEEKDAYS,
  cutoffField,
} from '../../../domain/seller-registration/shipping-cutoff.ts';
import type { AppEnv } from '../../context.ts';
import { discardUploads, receiveMultipartForm, type MultipartForm } from '../../uploads/read-form.ts';
import { fieldRefused } from '../../uploads/store-file-part.ts';

export const DRIVER_LICENCE_FIELD = 'driver_license_photo[]';

function registrationOf(form: MultipartForm): NewSellerRegistration {
  const single: Record<string, string> = {};
  for (const [name, values] of Object.entries(form.fields)) {
    if (values.length > 1) throw fieldRefused(name, 'was sent more than once');
    single[name] = values[0]!;
  }
  const parsed = BecomeSellerFieldsSchema.safeParse(single);
  if (!parsed.success) {
    const fields: Record<string, string[]> = {};
    for (const issue of parsed.error.issues)
      (fields[issue.path.join('.') || 'body'] ??= []).push(issue.message);
    const [first] = Object.entries(fields);
    throw new DomainError('REQUEST_INVALID', `${first![0]}: ${first![1][0]}`, { fields });
  }
  const f = parsed.data;
  const emailed = f.email_driver_license_photo === '1';
  const files = form.files[DRIVER_LICENCE_FIELD] ?? [];
  if (files.length === 0 && !emailed)
    throw fieldRefused(DRIVER_LICENCE_FIELD, DRIVER_LICENCE_MESSAGES.required);
  const cutoffs = resolveCutoffs({
    sameForAll: f.same_cutoff_for_all === '1',
    allDays: f.same_cutoff_time,
    days: Object.fromEntries(SELLER_WEEKDAYS.map((day) => [day, f[cutoffField(day) as keyof typeof f]])),
  });
  if (!cutoffs.ok) {
    const [first] = Object.values(cutoffs.fields);
    throw new DomainError('REQUEST_INVALID', first![0]!, { fields: cutoffs.fields });
  }
  return {
    sellerName: f.seller_name,
    contactPhone: f.contact_phone,
    driverLicenceEmailed: emailed,
    driverLicences: files,
    cutoffs: cutoffs.cutoffs,
  };
}

/** Reads and checks the form; answers the registration to write (its files already stored). */
export async function receiveBecomeSellerForm(
  c: Context<AppEnv>,
  store: FileStore,
): Promise<{ registration: NewSellerRegistration; discard: () => Promise<void> }> {
  const form = await receiveMultipartForm(c, store, {
    files: {
      [DRIVER_LICENCE_FIELD]: {
        folder: 'driver_licences',
        maxFiles: DRIVER_LICENCE_MAX_FILES,
        maxBytes: DRIVER_LICENCE_TOTAL_MAX_BYTES,
        messages: {
          tooLarge: DRIVER_LICENCE_MESSAGES.tooLarge(1),
          invalidKind: DRIVER_LICENCE_MESSAGES.invalidKind(1),
        },
      },
    },
    total: { maxBytes: DRIVER_LICENCE_TOTAL_MAX_BYTES, message: DRIVER_LICENCE_MESSAGES.tooLarge(2) },
    maxParts: 30,
    maxFieldBytes: 1024,
  });
  const discard = () => discardUploads(store, form);
  try {
    return { registration: registrationOf(form), discard };
  } catch (error) {
    await discard();
    throw error;
  }
}
