/** A saved card as the API describes it, and how the pages show one (pharmacy-side §3 Payment methods). */
import type { Schema } from '../api/contract.ts';

export type SavedCard = Schema<'SavedCard'>;

/** The card's expiry as MM/YY. */
export const cardExpiry = (card: Pick<SavedCard, 'exp_month' | 'exp_year'>): string =>
  `${String(card.exp_month).padStart(2, '0')}/${String(card.exp_year).slice(-2)}`;

/** The card's short label: brand and last four digits. */
export const cardLabel = (card: Pick<SavedCard, 'brand' | 'last4'>): string =>
  `${card.brand} •••• ${card.last4}`;
