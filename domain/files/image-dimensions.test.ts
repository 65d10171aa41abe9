import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_PIXELS, isOverPixelBudget, readImageHeader } from './image-dimensions.ts';

// Headers written out byte by byte: a PNG signature and IHDR (20,000 = 0x4e20), a JPEG SOI, an APP0
// of `appBytes` and a SOF0 (height then width).
const PNG_20K = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52];
const png = (width: number[], height: number[]) => new Uint8Array([...PNG_20K, ...width, ...height]);
const jpeg = (appBytes: number, width: number, height: number) =>
  new Uint8Array([
    ...[
      0xff,
      0xd8,
      0xff,
      0xe0,
      (appBytes + 2) >> 8,
      (appBytes + 2) & 0xff,
      ...Array<number>(appBytes).fill(0),
    ],
    ...[0xff, 0xc0, 0, 17, 8, height >> 8, height & 0xff, width >> 8, width & 0xff, 3],
  ]);

describe('readImageHeader (issue 22: image bombs are measured, never decoded)', () => {
  it('reads a PNG’s width and height from its IHDR', () => {
    expect(readImageHeader(png([0, 0, 0x4e, 0x20], [0, 0, 0x4e, 0x20]))).toEqual({
      status: 'found',
      width: 20_000,
      height: 20_000,
    });
    expect(readImageHeader(png([0, 0, 1, 0xa4], [0, 0, 0, 120]))).toMatchObject({ width: 420, height: 120 });
  });

  it('walks a JPEG’s segments to its frame header, asking for more bytes until it gets there', () => {
    const photo = jpeg(60_000, 6000, 4000);
    expect(readImageHeader(photo)).toEqual({ status: 'found', width: 6000, height: 4000 });
    expect(readImageHeader(photo.slice(0, 30_000))).toEqual({ status: 'incomplete' });
  });

  it('reads a GIF’s logical screen', () => {
    const gif = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x20, 0x4e, 0x10, 0x27]);
    expect(readImageHeader(gif)).toEqual({ status: 'found', width: 20_000, height: 10_000 });
  });

  it('calls a PNG without IHDR first, a zero size or a JPEG scan before its frame invalid', () => {
    const noIhdr = png([0, 0, 0, 10], [0, 0, 0, 10]);
    noIhdr[12] = 0x78;
    expect(readImageHeader(noIhdr).status).toBe('invalid');
    expect(readImageHeader(png([0, 0, 0, 0], [0, 0, 0, 10])).status).toBe('invalid');
    expect(readImageHeader(new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0, 2, 0, 0])).status).toBe('invalid');
    expect(readImageHeader(new TextEncoder().encode('%PDF-1.7 nothing')).status).toBe('invalid');
  });

  it('puts 4096 × 4096 within the 16 MP budget and 4097 × 4096 or 20,000 × 20,000 past it', () => {
    expect(isOverPixelBudget({ width: 4096, height: 4096 }, IMAGE_MAX_PIXELS)).toBe(false);
    expect(isOverPixelBudget({ width: 4097, height: 4096 }, IMAGE_MAX_PIXELS)).toBe(true);
    expect(isOverPixelBudget({ width: 20_000, height: 20_000 }, IMAGE_MAX_PIXELS)).toBe(true);
  });
});
