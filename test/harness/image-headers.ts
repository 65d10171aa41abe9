/**
 * Image headers that claim a size without the pixels (issue 22, image bombs): a PNG signature and
 * IHDR of any width and height followed by an empty IDAT, and a JPEG with an APP0 segment and a
 * baseline frame header. Tiny files that a decoder would try to inflate to gigabytes.
 */

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
