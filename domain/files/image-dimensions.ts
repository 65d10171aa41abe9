/**
 * An image's width and height read from its header, never by decoding it (issue 22, image bombs):
 * a 65 KB PNG can claim 20,000 × 20,000 pixels, and decoding it (pdf-lib's embedPng inflates every
 * pixel to RGBA) takes gigabytes. PNG: the IHDR chunk at bytes 16–23. JPEG: the first SOFn
 * segment, found by walking the segments by their lengths. GIF: the logical screen at bytes 6–9.
 */

/** The most pixels an uploaded image (licence photo, voided cheque…) may have: 16 MP (4096 × 4096). */
export const IMAGE_MAX_PIXELS = 16_777_216;
/** The most pixels a drawn signature may have: the signing pad is 420 × 120; 1 MP leaves room. */
export const DRAWING_MAX_PIXELS = 1_048_576;
/** A JPEG whose frame header is not within this many bytes is refused rather than searched further. */
export const IMAGE_HEADER_MAX_BYTES = 1_048_576;

export type ImageHeader =
  | { status: 'found'; width: number; height: number }
  /** More bytes are needed to reach the dimensions. */
  | { status: 'incomplete' }
  /** Not an image this reader knows, or a header that cannot be right. */
  | { status: 'invalid' };

const INCOMPLETE: ImageHeader = { status: 'incomplete' };
const INVALID: ImageHeader = { status: 'invalid' };
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const IHDR = [0x49, 0x48, 0x44, 0x52];

const startsWith = (bytes: Uint8Array, prefix: number[], at = 0) =>
  prefix.every((byte, i) => bytes[at + i] === byte);
const u16be = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const u32be = (b: Uint8Array, at: number) => u16be(b, at) * 65_536 + u16be(b, at + 2);
const found = (width: number, height: number): ImageHeader =>
  width > 0 && height > 0 ? { status: 'found', width, height } : INVALID;

function pngHeader(b: Uint8Array): ImageHeader {
  if (b.length < 24) return INCOMPLETE;
  // The first chunk must be IHDR (PNG spec §5.6); its data starts with width then height.
  if (!startsWith(b, IHDR, 12)) return INVALID;
  return found(u32be(b, 16), u32be(b, 20));
}

/** SOF0–SOF15 carry the frame's size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but do not. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpegHeader(b: Uint8Array): ImageHeader {
  let at = 2; // after SOI
  for (;;) {
    if (at + 4 > b.length) return INCOMPLETE;
    if (b[at] !== 0xff) return INVALID;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    // Markers without a length: TEM and RST0–7; SOS or EOI before a frame header is not an image.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return INVALID;
    const length = u16be(b, at + 2);
    if (length < 2) return INVALID;
    if (isStartOfFrame(marker)) {
      if (at + 9 > b.length) return INCOMPLETE;
      return found(u16be(b, at + 7), u16be(b, at + 5)); // precision, height, width
    }
    at += 2 + length;
  }
}

function gifHeader(b: Uint8Array): ImageHeader {
  if (b.length < 10) return INCOMPLETE;
  return found(b[6]! | (b[7]! << 8), b[8]! | (b[9]! << 8));
}

/** The image's dimensions from the first bytes of a PNG, JPEG or GIF, without decoding a pixel. */
export function readImageHeader(bytes: Uint8Array): ImageHeader {
  if (bytes.length < 8) return INCOMPLETE;
  if (startsWith(bytes, PNG_SIGNATURE)) return pngHeader(bytes);
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return jpegHeader(bytes);
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return gifHeader(bytes);
  return INVALID;
}

/** Whether an image of this size is past the pixel budget (a picture too large to decode safely). */
export function isOverPixelBudget(size: { width: number; height: number }, maxPixels: number): boolean {
  return size.width * size.height > maxPixels;
}

/** The refusal a too-large image gets, naming the budget in words. */
export function imageTooLargeMessage(size: { width: number; height: number }, maxPixels: number): string {
  const megapixels = Math.round(maxPixels / 1_048_576);
  return `The image is ${size.width} × ${size.height} pixels, over the ${megapixels}-megapixel limit. Please send a smaller image.`;
}
