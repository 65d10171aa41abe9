/**
 * Image headers that claim a size without the pixels (issue 22, image bombs): a PNG signature and
 * IHDR of any width and height followed by an empty IDAT, and a JPEG with an APP0 segment and a
 * baseline frame header. Tiny files that a decoder would try to inflate to gigabytes. And a real
 * (blank) PNG of a small size, for uploads that must show (an avatar, a logo).
 */
import { deflateSync } from 'node:zlib';

/** A PNG whose IHDR says `width` × `height` (RGBA, 8 bits), a few dozen bytes long. */
export function pngClaiming(width: number, height: number): Uint8Array {
  const b = Buffer.alloc(8 + 25 + 12 + 12);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(b, 0);
  b.writeUInt32BE(13, 8);
  b.write('IHDR', 12, 'latin1');
  b.writeUInt32BE(width, 16);
  b.writeUInt32BE(height, 20);
  b.set([8, 6, 0, 0, 0], 24); // bit depth 8, RGBA, deflate, no filter, no interlace
  b.writeUInt32BE(0, 33); // IDAT of length 0 (CRCs left zero: nobody should read this far)
  b.write('IDAT', 37, 'latin1');
  b.write('IEND', 49, 'latin1');
  return new Uint8Array(b);
}

/** A JPEG whose frame header (SOF0, after an APP0 of `appBytes`) says `width` × `height`. */
export function jpegClaiming(width: number, height: number, appBytes = 14): Uint8Array {
  const app = Buffer.alloc(4 + appBytes);
  app.set([0xff, 0xe0]);
  app.writeUInt16BE(appBytes + 2, 2);
  const sof = Buffer.alloc(19);
  sof.set([0xff, 0xc0]);
  sof.writeUInt16BE(17, 2);
  sof[4] = 8;
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  sof[9] = 3;
  return new Uint8Array(Buffer.concat([Buffer.from([0xff, 0xd8]), app, sof, Buffer.from([0xff, 0xd9])]));
}

/** A base64 data URL of PNG bytes, the way the signing pad sends a drawing. */
export const pngDataUrl = (png: Uint8Array) => `data:image/png;base64,${Buffer.from(png).toString('base64')}`;

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
