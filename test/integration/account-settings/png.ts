/** PNG bytes for the avatar and logo tests: a real (blank) image, or only a header claiming a size. */
import { deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function header(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return chunk('IHDR', ihdr);
}

/** A valid blank RGB PNG of this size (keep it small: every pixel is in memory). */
export function blankPng(width: number, height: number): Buffer {
  const rows = Buffer.alloc((width * 3 + 1) * height, 0x80);
  for (let y = 0; y < height; y++) rows[y * (width * 3 + 1)] = 0;
  return Buffer.concat([
    SIGNATURE,
    header(width, height),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG whose header claims `width` × `height` and whose data is a few bytes: a would-be image bomb. */
export function claimedPng(width: number, height: number): Buffer {
  return Buffer.concat([SIGNATURE, header(width, height), chunk('IDAT', deflateSync(Buffer.alloc(16)))]);
}

/** A multipart form with one `file` part. */
export function imageForm(bytes: Uint8Array, name = 'picture.png'): FormData {
  const form = new FormData();
  form.set('file', new Blob([bytes]), name);
  return form;
}
