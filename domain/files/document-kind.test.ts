import { describe, expect, it } from 'vitest';
import { documentKindOf } from './document-kind.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('documentKindOf (audit uploads: pdf/images by magic bytes)', () => {
  it('knows a PDF, a PNG, a JPEG and a GIF by their first bytes', () => {
    expect(documentKindOf(bytes('%PDF-1.4\n'))?.contentType).toBe('application/pdf');
    expect(documentKindOf(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))?.extension).toBe(
      'png',
    );
    expect(documentKindOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))?.extension).toBe('jpg');
    expect(documentKindOf(bytes('GIF89a..'))?.extension).toBe('gif');
  });
  it('refuses anything else, whatever its name says', () => {
    expect(documentKindOf(bytes('MZ\x90\x00'))).toBeNull();
    expect(documentKindOf(bytes('<html>'))).toBeNull();
    expect(documentKindOf(new Uint8Array())).toBeNull();
  });
});
