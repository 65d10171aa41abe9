/**
 * Controlled substances the marketplace cannot sell (notes/security-reliability-performance.md A.4
 * "DEA Schedule II: CSOS or Form 222", A.5 goal 11). Schedule I and II orders need a DEA Form 222 or
 * a CSOS order signed with a DEA certificate, which this product does not implement, so CI, CII and
 * CIIN products are not orderable through any path (cart, offer, bundle, p2p, PO import). The
 * catalog stores dea_schedule as 'CII', 'CIII', 'CIV', 'CV' (db/seed/catalog/drug.ts) or null; other
 * spellings ('II', '2', 'C-II', 'Schedule II', 'CIIN', '2N') are read the same. A value that is not
 * a recognisable schedule is treated as not orderable: the gate fails closed.
 */
import { DomainError } from '../errors.ts';

export type DeaSchedule = 'CI' | 'CII' | 'CIII' | 'CIV' | 'CV';

export const CONTROLLED_SUBSTANCE_MESSAGE =
  'Schedule II controlled substances cannot be ordered on this marketplace: they require a DEA Form 222 or a CSOS order.';

const SCHEDULES: Record<string, DeaSchedule> = {
  I: 'CI',
  '1': 'CI',
  II: 'CII',
  '2': 'CII',
  III: 'CIII',
  '3': 'CIII',
  IV: 'CIV',
  '4': 'CIV',
  V: 'CV',
  '5': 'CV',
};

/**
 * The schedule a dea_schedule value means: null for a product that is not controlled (null or
 * blank), 'unrecognised' for anything else that is not a schedule. A trailing N (non-narcotic,
 * as in CIIN) keeps its schedule.
 */
export function parseDeaSchedule(value: string | null | undefined): DeaSchedule | null | 'unrecognised' {
  if (value === null || value === undefined || value.trim() === '') return null;
  if (value.length > 20) return 'unrecognised';
  const core = value
    .toUpperCase()
    .replace(/[\s.\-_]/g, '')
    .replace(/^(SCHEDULE|SCH)/, '')
    .replace(/^C/, '')
    .replace(/N$/, '');
  return Object.hasOwn(SCHEDULES, core) ? (SCHEDULES[core] ?? 'unrecognised') : 'unrecognised';
}

/** Whether a product may enter a cart or an order: not schedule I or II, and not an unrecognised schedule. */
export function isOrderable(product: { deaSchedule: string | null | undefined }): boolean {
  const schedule = parseDeaSchedule(product.deaSchedule);
  return schedule !== 'CI' && schedule !== 'CII' && schedule !== 'unrecognised';
}

/** Throws ORDER_CONTROLLED_SUBSTANCE (422) for a product that is not orderable (A.4: "the API returns 422"). */
export function assertOrderable(product: { deaSchedule: string | null | undefined; name?: string }): void {
  if (!isOrderable(product)) {
    throw new DomainError('ORDER_CONTROLLED_SUBSTANCE', CONTROLLED_SUBSTANCE_MESSAGE, {
      message: `not orderable: ${product.name ?? 'product'} has dea_schedule ${product.deaSchedule ?? 'null'}`,
    });
  }
}
