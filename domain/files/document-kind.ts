/**
 * What an uploaded document may be (licences, audit documents, voided cheques, driver licence
 * photos: pharmacy-side §5 "Files"): the file's first bytes decide, never its name or the declared
 * type.
 */
export const DOCUMENT_MAX_BYTES = 10_485_760;
/** Bytes enough to tell every allowed kind apart. */
export const MAGIC_BYTES_NEEDED = 8;

/** The spec's messages for a document upload (pharmacy-side §5 "Files"). */
export const FILE_MESSAGES = {
  tooLarge: 'File size cannot exceed 10MB',
  invalidKind: 'Please select a .pdf, .jpeg, .jpg, .png or .gif file',
  noFile: 'Please choose a file to upload.',
} as const;

export type DocumentKind = { contentType: string; extension: string };

export const PDF: DocumentKind = { contentType: 'application/pdf', extension: 'pdf' };
const PNG: DocumentKind = { contentType: 'image/png', extension: 'png' };
const JPEG: DocumentKind = { contentType: 'image/jpeg', extension: 'jpg' };
const GIF: DocumentKind = { contentType: 'image/gif', extension: 'gif' };

const KINDS: { magic: number[]; kind: DocumentKind }[] = [
  { magic: [0x25, 0x50, 0x44, 0x46, 0x2d], kind: PDF },
  { magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], kind: PNG },
  { magic: [0xff, 0xd8, 0xff], kind: JPEG },
  { magic: [0x47, 0x49, 0x46, 0x38, 0x37, 0x61], kind: GIF },
  { magic: [0x47, 0x49, 0x46, 0x38, 0x39, 0x61], kind: GIF },
];

/** The document's kind by its first bytes, or null when it is not a PDF or an image we accept. */
export function documentKindOf(head: Uint8Array): DocumentKind | null {
  const found = KINDS.find((k) => k.magic.every((byte, i) => head[i] === byte));
  return found?.kind ?? null;
}

/** Every media type a stored document may be served as. */
export const DOCUMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/gif'] as const;
