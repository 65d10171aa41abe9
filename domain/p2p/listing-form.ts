/**
 * The rules a p2p listing must meet before it is saved (supplier-side §5 "Peer-to-peer products",
 * "Quality identifier", issue 13): purchased_from, proof of purchase and pedigree (on file or newly
 * chosen, each with its own message), lot and expiry with expired stock refused, the p2p maximum
 * quantity, the quality identifier's description and file, each tax-exempt resale certificate's
 * description and file, and the catalog's price and stock rules (pack-price cap included).
 */
import { checkListing } from '../catalog/listing-rules.ts';
import type { PricedProduct } from '../catalog/pricing.ts';
import { isExpired } from '../catalog/short-dated.ts';
import type { FieldErrors } from '../errors.ts';
import { MAX_QUANTITY } from '../money.ts';

export const QUALITY_IDENTIFIERS = ['torn_pharmacy_label', 'other'] as const;
export type QualityIdentifier = (typeof QUALITY_IDENTIFIERS)[number];

export const P2P_LISTING_MESSAGES = {
  purchasedFrom: 'Please enter where you purchased this product.',
  proofOfPurchase: 'Please upload a proof of purchase for this product.',
  pedigree: 'Please upload the pedigree documents for this product.',
  lot: 'Please enter the lot number.',
  lotFormat: 'The lot number may hold letters, digits, dashes and dots, at most 40 characters.',
  expiry: 'Please enter the expiry date.',
  expired: 'This stock has expired: expired stock cannot be listed.',
  p2pMaxQty: `P2P maximum quantity must be a whole number from 1 to ${MAX_QUANTITY.toLocaleString('en-US')}, or empty.`,
  qualityDescription: 'Please describe the quality identifier.',
  qualityFile: 'Please upload a picture or document showing the quality identifier.',
  taxDescription: 'Please describe each tax-exempt resale certificate.',
  taxFile: 'Please attach the file of each tax-exempt resale certificate.',
} as const;

const LOT = /^[A-Za-z0-9][A-Za-z0-9.\-/ ]{0,39}$/;

export type P2pListingDraft = {
  packPriceCents: number;
  stock: number;
  lot: string;
  /** ISO date, or '' when not given. */
  expiryDate: string;
  /** The text typed; empty for no limit. */
  p2pMaxQty: string;
  purchasedFrom: string;
  /** Files on file (not removed) plus newly chosen, per kind. */
  proofOfPurchaseFiles: number;
  pedigreeFiles: number;
  /** The seller chose to save now and upload the proof later (the listing is not buyable until then). */
  proofToFollow: boolean;
  quality: { identifier: string | null; description: string; files: number };
  taxCertificates: { description: string; hasFile: boolean }[];
};

/** The p2p maximum quantity typed: null when empty, a bounded positive integer, or 'invalid'. */
export function readP2pMaxQty(text: string): number | null | 'invalid' {
  const value = text.trim();
  if (value === '') return null;
  if (!/^\d{1,6}$/.test(value)) return 'invalid';
  const n = Number(value);
  return n >= 1 && n <= MAX_QUANTITY ? n : 'invalid';
}

/**
 * The quality identifier as saved: kept with its description when it is one of the two kinds,
 * otherwise cleared (supplier-side §5).
 */
export function normaliseQuality(quality: P2pListingDraft['quality']): {
  identifier: QualityIdentifier | null;
  description: string | null;
} {
  const kind = QUALITY_IDENTIFIERS.find((k) => k === quality.identifier);
  return kind
    ? { identifier: kind, description: quality.description.trim() }
    : { identifier: null, description: null };
}

/** Every rule the p2p listing breaks, by request field name; empty when it may be saved. */
export function checkP2pListing(draft: P2pListingDraft, product: PricedProduct, today: string): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const priced = checkListing(
    { packPriceCents: draft.packPriceCents, stock: draft.stock, minQty: 1, maxQty: null, promo: null },
    product,
  );
  for (const [field, messages] of Object.entries(priced)) for (const m of messages) add(field, m);

  if (draft.lot.trim() === '') add('lot', P2P_LISTING_MESSAGES.lot);
  else if (!LOT.test(draft.lot.trim())) add('lot', P2P_LISTING_MESSAGES.lotFormat);
  if (draft.expiryDate === '') add('expiry_date', P2P_LISTING_MESSAGES.expiry);
  else if (isExpired(draft.expiryDate, today)) add('expiry_date', P2P_LISTING_MESSAGES.expired);
  if (readP2pMaxQty(draft.p2pMaxQty) === 'invalid') add('p2p_max_qty', P2P_LISTING_MESSAGES.p2pMaxQty);

  if (!draft.proofToFollow) {
    if (draft.purchasedFrom.trim() === '') add('purchased_from', P2P_LISTING_MESSAGES.purchasedFrom);
    if (draft.proofOfPurchaseFiles < 1) add('proof_of_purchase', P2P_LISTING_MESSAGES.proofOfPurchase);
    if (draft.pedigreeFiles < 1) add('pedigree_documents', P2P_LISTING_MESSAGES.pedigree);
  }

  if (normaliseQuality(draft.quality).identifier) {
    if (draft.quality.description.trim() === '')
      add('quality_description', P2P_LISTING_MESSAGES.qualityDescription);
    if (draft.quality.files < 1) add('quality_identifier_file', P2P_LISTING_MESSAGES.qualityFile);
  }
  draft.taxCertificates.forEach((certificate, i) => {
    if (certificate.description.trim() === '')
      add(`tax_exempt_description.${i}`, P2P_LISTING_MESSAGES.taxDescription);
    if (!certificate.hasFile) add(`tax_exempt_certificate.${i}`, P2P_LISTING_MESSAGES.taxFile);
  });
  return errors;
}

/** What a listing still lacks for its proof to be on file (the support queue's "what is missing"). */
export function missingProofParts(listing: {
  purchasedFrom: string | null;
  proofOfPurchaseFiles: number;
  pedigreeFiles: number;
}): ('purchased_from' | 'proof_of_purchase' | 'pedigree_documents')[] {
  const missing: ('purchased_from' | 'proof_of_purchase' | 'pedigree_documents')[] = [];
  if ((listing.purchasedFrom ?? '').trim() === '') missing.push('purchased_from');
  if (listing.proofOfPurchaseFiles < 1) missing.push('proof_of_purchase');
  if (listing.pedigreeFiles < 1) missing.push('pedigree_documents');
  return missing;
}

const MISSING_TEXT = {
  purchased_from: 'where you purchased it (purchased from)',
  proof_of_purchase: 'a proof of purchase',
  pedigree_documents: 'the pedigree documents (PDF under 5 MB)',
} as const;

/** The sentence telling a seller exactly what to upload. */
export function missingProofSentence(missing: ReturnType<typeof missingProofParts>): string {
  const parts = missing.map((m) => MISSING_TEXT[m]);
  const list = parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  return `Please add ${list}. Until then the listing is not offered to buyers.`;
}
