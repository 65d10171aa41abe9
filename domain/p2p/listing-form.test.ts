import { describe, expect, it } from 'vitest';
import {
  checkP2pListing,
  missingProofParts,
  missingProofSentence,
  normaliseQuality,
  P2P_LISTING_MESSAGES,
  readP2pMaxQty,
  type P2pListingDraft,
} from './listing-form.ts';

const product = { isBrand: false, awpCents: 10_000, wacCents: null, maxPackPriceCents: null };
const today = '2026-11-26';
const draft = (over: Partial<P2pListingDraft> = {}): P2pListingDraft => ({
  packPriceCents: 5_000,
  stock: 3,
  lot: 'LOT-1',
  expiryDate: '2027-06-30',
  p2pMaxQty: '',
  purchasedFrom: 'Keystone Wholesale',
  proofOfPurchaseFiles: 1,
  pedigreeFiles: 1,
  proofToFollow: false,
  quality: { identifier: null, description: '', files: 0 },
  taxCertificates: [],
  ...over,
});

describe('checkP2pListing', () => {
  it('accepts a complete listing', () => {
    expect(checkP2pListing(draft(), product, today)).toEqual({});
  });

  it('requires purchased_from, proof of purchase and pedigree, each with its own message (p2p product requirements)', () => {
    const errors = checkP2pListing(
      draft({ purchasedFrom: '  ', proofOfPurchaseFiles: 0, pedigreeFiles: 0 }),
      product,
      today,
    );
    expect(errors.purchased_from).toEqual([P2P_LISTING_MESSAGES.purchasedFrom]);
    expect(errors.proof_of_purchase).toEqual([P2P_LISTING_MESSAGES.proofOfPurchase]);
    expect(errors.pedigree_documents).toEqual([P2P_LISTING_MESSAGES.pedigree]);
  });

  it('counts proofs already on file as meeting the requirement (existing or newly chosen)', () => {
    expect(checkP2pListing(draft({ proofOfPurchaseFiles: 2, pedigreeFiles: 1 }), product, today)).toEqual({});
  });

  it('lets a seller save with the proof to follow, the listing then not buyable', () => {
    const errors = checkP2pListing(
      draft({ purchasedFrom: '', proofOfPurchaseFiles: 0, pedigreeFiles: 0, proofToFollow: true }),
      product,
      today,
    );
    expect(errors).toEqual({});
  });

  it('requires lot and expiry and refuses expired stock (lot and expiry required)', () => {
    expect(checkP2pListing(draft({ lot: '', expiryDate: '' }), product, today)).toEqual({
      lot: [P2P_LISTING_MESSAGES.lot],
      expiry_date: [P2P_LISTING_MESSAGES.expiry],
    });
    expect(checkP2pListing(draft({ expiryDate: '2026-11-25' }), product, today).expiry_date).toEqual([
      P2P_LISTING_MESSAGES.expired,
    ]);
    expect(checkP2pListing(draft({ expiryDate: today }), product, today)).toEqual({});
    expect(checkP2pListing(draft({ lot: 'A'.repeat(41) }), product, today).lot).toEqual([
      P2P_LISTING_MESSAGES.lotFormat,
    ]);
  });

  it('applies the catalog pack-price cap and stock rules (pack-price caps)', () => {
    const errors = checkP2pListing(draft({ packPriceCents: 7_501, stock: -1 }), product, today);
    expect(errors.price?.[0]).toMatch(/Pack price cannot exceed \$75\.00/);
    expect(errors.stock).toBeDefined();
    expect(checkP2pListing(draft({ packPriceCents: 7_500 }), product, today)).toEqual({});
  });

  it('requires a description and a file for a torn pharmacy label or other (quality identifier)', () => {
    const errors = checkP2pListing(
      draft({ quality: { identifier: 'torn_pharmacy_label', description: ' ', files: 0 } }),
      product,
      today,
    );
    expect(errors.quality_description).toEqual([P2P_LISTING_MESSAGES.qualityDescription]);
    expect(errors.quality_identifier_file).toEqual([P2P_LISTING_MESSAGES.qualityFile]);
    expect(
      checkP2pListing(
        draft({ quality: { identifier: 'other', description: 'Dented box', files: 1 } }),
        product,
        today,
      ),
    ).toEqual({});
  });

  it('requires a description and a file for each tax-exempt resale certificate', () => {
    const errors = checkP2pListing(
      draft({
        taxCertificates: [
          { description: 'NY resale', hasFile: true },
          { description: '', hasFile: false },
        ],
      }),
      product,
      today,
    );
    expect(errors).toEqual({
      'tax_exempt_description.1': [P2P_LISTING_MESSAGES.taxDescription],
      'tax_exempt_certificate.1': [P2P_LISTING_MESSAGES.taxFile],
    });
  });

  it('refuses a p2p max quantity that is not a bounded positive integer', () => {
    for (const bad of ['0', '-1', '1.5', '100001', 'ten'])
      expect(checkP2pListing(draft({ p2pMaxQty: bad }), product, today).p2p_max_qty).toEqual([
        P2P_LISTING_MESSAGES.p2pMaxQty,
      ]);
  });
});

describe('readP2pMaxQty', () => {
  it('reads empty as no limit and a whole number from 1 to 100,000 as the limit', () => {
    expect(readP2pMaxQty(' ')).toBeNull();
    expect(readP2pMaxQty('1')).toBe(1);
    expect(readP2pMaxQty('100000')).toBe(100_000);
    expect(readP2pMaxQty('0')).toBe('invalid');
    expect(readP2pMaxQty('1000000')).toBe('invalid');
  });
});

describe('normaliseQuality', () => {
  it('clears the quality identifier when it is neither torn pharmacy label nor other', () => {
    expect(normaliseQuality({ identifier: 'none', description: 'x', files: 1 })).toEqual({
      identifier: null,
      description: null,
    });
    expect(normaliseQuality({ identifier: 'other', description: ' Dented ', files: 1 })).toEqual({
      identifier: 'other',
      description: 'Dented',
    });
  });
});

describe('missingProofParts', () => {
  it('names what a listing lacks and tells the seller exactly what to upload', () => {
    const missing = missingProofParts({ purchasedFrom: null, proofOfPurchaseFiles: 0, pedigreeFiles: 1 });
    expect(missing).toEqual(['purchased_from', 'proof_of_purchase']);
    expect(missingProofSentence(missing)).toBe(
      'Please add where you purchased it (purchased from) and a proof of purchase. Until then the listing is not offered to buyers.',
    );
  });
});
