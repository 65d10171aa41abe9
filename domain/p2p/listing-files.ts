/**
 * The files a p2p listing carries (supplier-side §3 "Listing attachments", §5 "Listing uploads",
 * "Pedigree file"): which kinds each field accepts, how large a file may be, and what the hidden
 * primary_image value of a saved image means. The browser checks names and sizes before sending;
 * the server checks magic bytes and streams each file under its cap.
 */
export type ListingFileKind =
  'image' | 'proof_of_purchase' | 'pedigree' | 'quality_identifier' | 'tax_exempt_certificate';

/** Every listing upload: at most 10485760 bytes (supplier-side §9). */
export const LISTING_FILE_MAX_BYTES = 10_485_760;
/** A pedigree document must be under 5 MB: strictly less than 5 * 1024 * 1024 bytes. */
export const PEDIGREE_LIMIT_BYTES = 5 * 1024 * 1024;
/** The most files one field may carry in one save (a bound, not a spec rule). */
export const LISTING_FILES_PER_FIELD = 10;

export type AcceptedKinds = 'images' | 'pdf' | 'pdf_or_image';

/** What each field accepts: images only for pictures, pdf only for pedigree, either for the rest. */
export const ACCEPTED_KINDS: Record<ListingFileKind, AcceptedKinds> = {
  image: 'images',
  proof_of_purchase: 'pdf_or_image',
  pedigree: 'pdf',
  quality_identifier: 'pdf_or_image',
  tax_exempt_certificate: 'pdf_or_image',
};

export const LISTING_FILE_MESSAGES = {
  /** The spec's invalid-images message (supplier-side §8), in one sentence of ours. */
  invalidImages:
    'This file type is not allowed here: pictures must be PNG, JPEG or GIF images, and pedigree documents PDF files.',
  tooLarge: 'Each file must be 10 MB or smaller.',
  pedigreeTooLarge: 'The pedigree document must be a PDF under 5 MB.',
} as const;

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif'];
const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif'];

/** Whether a field of kind `kind` accepts a file of this media type (as sniffed from its bytes). */
export function acceptsContentType(kind: ListingFileKind, contentType: string): boolean {
  const accepted = ACCEPTED_KINDS[kind];
  const isImage = IMAGE_TYPES.includes(contentType);
  const isPdf = contentType === 'application/pdf';
  if (accepted === 'images') return isImage;
  if (accepted === 'pdf') return isPdf;
  return isImage || isPdf;
}

/** The largest size a file of this field may have (inclusive). */
export function maxBytesOf(kind: ListingFileKind): number {
  return kind === 'pedigree' ? PEDIGREE_LIMIT_BYTES - 1 : LISTING_FILE_MAX_BYTES;
}

/** The extensions the browser's file picker offers for a field (`accept`). */
export function acceptAttributeOf(kind: ListingFileKind): string {
  const accepted = ACCEPTED_KINDS[kind];
  if (accepted === 'images') return IMAGE_EXTENSIONS.map((e) => `.${e}`).join(',');
  if (accepted === 'pdf') return '.pdf';
  return ['pdf', ...IMAGE_EXTENSIONS].map((e) => `.${e}`).join(',');
}

/**
 * A chosen file checked before upload by its name and size: null when fine, else the message the
 * form's toast shows (the invalid-images message for a wrong kind).
 */
export function checkChosenListingFile(
  kind: ListingFileKind,
  file: { name: string; size: number },
): string | null {
  const dot = file.name.lastIndexOf('.');
  const extension = dot > 0 ? file.name.slice(dot + 1).toLowerCase() : '';
  const accepted = ACCEPTED_KINDS[kind];
  const fits =
    accepted === 'images'
      ? IMAGE_EXTENSIONS.includes(extension)
      : accepted === 'pdf'
        ? extension === 'pdf'
        : extension === 'pdf' || IMAGE_EXTENSIONS.includes(extension);
  if (!fits) return LISTING_FILE_MESSAGES.invalidImages;
  if (file.size > maxBytesOf(kind))
    return kind === 'pedigree' ? LISTING_FILE_MESSAGES.pedigreeTooLarge : LISTING_FILE_MESSAGES.tooLarge;
  return null;
}

/**
 * The hidden primary_image value sent for each saved image (supplier-side §3): 0 = kept, not
 * primary; 1 = removed. Which image is primary travels apart, in `primary`.
 */
export type SavedImageFlag = { fileId: string; removed: boolean };

/** Reads one `primary_image[]` value, `<fileId>:<0|1>`; null when it is not of that form. */
export function readSavedImageFlag(value: string): SavedImageFlag | null {
  const match = /^([0-9a-f-]{36}):([01])$/i.exec(value);
  return match ? { fileId: match[1]!.toLowerCase(), removed: match[2] === '1' } : null;
}

/** The primary image: a saved one by id, or a new one by its position among the sent images. */
export type PrimaryChoice = { saved: string } | { newIndex: number } | null;

/** Reads the `primary` field: `saved:<fileId>` or `new:<index>`; empty means none chosen. */
export function readPrimaryChoice(value: string | undefined): PrimaryChoice | 'invalid' {
  if (value === undefined || value === '') return null;
  const saved = /^saved:([0-9a-f-]{36})$/i.exec(value);
  if (saved) return { saved: saved[1]!.toLowerCase() };
  const added = /^new:(\d{1,2})$/.exec(value);
  if (added) return { newIndex: Number(added[1]) };
  return 'invalid';
}
