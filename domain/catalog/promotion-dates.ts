/**
 * Promotion status and switching a promotion on and off (supplier-side §2 promotions table,
 * show_activate/deactivate_confirm_modal). Pure: the listing table has no promotion-status column,
 * so the status follows from the promotion's dates, which is also what buyers' prices follow
 * (domain/catalog/effective-price.ts isPromoActive). Deactivating ends the promotion yesterday;
 * activating starts it today and keeps at least its original length.
 */
import { daysBetween } from '../dates.ts';
import { addDays } from './short-dated.ts';

export type PromoDates = { startDate: string; endDate: string };
export type PromotionStatus = 'active' | 'scheduled' | 'ended';

export function promotionStatus(promo: PromoDates, today: string): PromotionStatus {
  if (promo.endDate < today) return 'ended';
  return promo.startDate > today ? 'scheduled' : 'active';
}

/** The dates after deactivating: the promotion no longer applies from today. */
export function deactivatedDates(promo: PromoDates, today: string): PromoDates {
  const yesterday = addDays(today, -1);
  if (promo.endDate < today) return promo;
  return { startDate: promo.startDate < yesterday ? promo.startDate : yesterday, endDate: yesterday };
}

/** The dates after activating: running from today, for at least as many days as it was set up for. */
export function activatedDates(promo: PromoDates, today: string): PromoDates {
  if (promotionStatus(promo, today) === 'active') return promo;
  const length = Math.max(0, daysBetween(promo.startDate, promo.endDate));
  const minimumEnd = addDays(today, length);
  return { startDate: today, endDate: promo.endDate > minimumEnd ? promo.endDate : minimumEnd };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Promotion dates are shown 'Mon dd' without year (supplier-side §5): '2026-03-05' → 'Mar 05'. */
export function formatPromoDate(iso: string): string {
  const [, month, day] = iso.split('-');
  return `${MONTHS[Number(month) - 1] ?? ''} ${day ?? ''}`;
}

/** The confirmation texts of show_activate_confirm_modal and show_deactivate_confirm_modal. */
export function promotionConfirmText(action: 'activate' | 'deactivate', count: number): string {
  const what = count === 1 ? 'this promotion' : `these ${count} promotions`;
  return action === 'activate'
    ? `Are you sure you want to activate ${what}? Buyers get the promotion price from today.`
    : `Are you sure you want to deactivate ${what}? Buyers will no longer get the promotion price.`;
}
