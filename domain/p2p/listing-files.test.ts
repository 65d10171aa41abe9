import { describe, expect, it } from 'vitest';
import {
  acceptsContentType,
  checkChosenListingFile,
  LISTING_FILE_MAX_BYTES,
  LISTING_FILE_MESSAGES,
  maxBytesOf,
  PEDIGREE_LIMIT_BYTES,
  readPrimaryChoice,
  readSavedImageFlag,
} from './listing-files.ts';

const ID = '0b6b1c2e-3f4a-4b5c-8d6e-7f8091a2b3c4';

describe('acceptsContentType', () => {
  it('accepts images only in images-only fields and pdf only in pdf-only fields (listing uploads)', () => {
    expect(acceptsContentType('image', 'image/png')).toBe(true);
    expect(acceptsContentType('image', 'application/pdf')).toBe(false);
    expect(acceptsContentType('pedigree', 'application/pdf')).toBe(true);
    expect(acceptsContentType('pedigree', 'image/jpeg')).toBe(false);
    expect(acceptsContentType('proof_of_purchase', 'image/gif')).toBe(true);
    expect(acceptsContentType('proof_of_purchase', 'application/pdf')).toBe(true);
  });
});

describe('maxBytesOf', () => {
  it('caps every listing upload at 10485760 bytes and a pedigree strictly under 5 MB', () => {
    expect(maxBytesOf('image')).toBe(LISTING_FILE_MAX_BYTES);
    expect(LISTING_FILE_MAX_BYTES).toBe(10_485_760);
    expect(maxBytesOf('pedigree')).toBe(PEDIGREE_LIMIT_BYTES - 1);
    expect(PEDIGREE_LIMIT_BYTES).toBe(5 * 1024 * 1024);
  });
});

describe('checkChosenListingFile', () => {
  it('answers the invalid-images message for a file of a kind the field does not take', () => {
    expect(checkChosenListingFile('image', { name: 'scan.pdf', size: 10 })).toBe(
      LISTING_FILE_MESSAGES.invalidImages,
    );
    expect(checkChosenListingFile('pedigree', { name: 'photo.PNG', size: 10 })).toBe(
      LISTING_FILE_MESSAGES.invalidImages,
    );
    expect(checkChosenListingFile('image', { name: 'photo.JPG', size: 10 })).toBeNull();
  });

  it('refuses a pedigree of 5 MB or more and any file over 10 MB (pedigree under 5 MB)', () => {
    expect(checkChosenListingFile('pedigree', { name: 'p.pdf', size: PEDIGREE_LIMIT_BYTES })).toBe(
      LISTING_FILE_MESSAGES.pedigreeTooLarge,
    );
    expect(checkChosenListingFile('pedigree', { name: 'p.pdf', size: PEDIGREE_LIMIT_BYTES - 1 })).toBeNull();
    expect(
      checkChosenListingFile('proof_of_purchase', { name: 'p.pdf', size: LISTING_FILE_MAX_BYTES + 1 }),
    ).toBe(LISTING_FILE_MESSAGES.tooLarge);
    expect(
      checkChosenListingFile('proof_of_purchase', { name: 'p.pdf', size: LISTING_FILE_MAX_BYTES }),
    ).toBeNull();
  });
});

describe('readSavedImageFlag', () => {
  it('reads the hidden primary_image value: 0 = not primary, 1 = removed (image removal)', () => {
    expect(readSavedImageFlag(`${ID}:0`)).toEqual({ fileId: ID, removed: false });
    expect(readSavedImageFlag(`${ID}:1`)).toEqual({ fileId: ID, removed: true });
    expect(readSavedImageFlag(`${ID}:2`)).toBeNull();
    expect(readSavedImageFlag('x:1')).toBeNull();
  });
});

describe('readPrimaryChoice', () => {
  it('reads a saved or a new primary image, and refuses anything else', () => {
    expect(readPrimaryChoice(`saved:${ID}`)).toEqual({ saved: ID });
    expect(readPrimaryChoice('new:1')).toEqual({ newIndex: 1 });
    expect(readPrimaryChoice('')).toBeNull();
    expect(readPrimaryChoice('first')).toBe('invalid');
  });
});
