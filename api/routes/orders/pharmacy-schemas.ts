/** Request schemas of the pharmacy's orders (pharmacy-side §7). Strict: an unknown field is 400. */
import { z } from 'zod';
import { LOT_MAX_LENGTH } from '../../../services/orders/pharmacy-lots.ts';
import { INVALID_DATE_MESSAGE, parseDate } from '../../../domain/dates.ts';
import { DomainError } from '../../../domain/errors.ts';
import { parseRange, type DateRange } from '../../../domain/orders/date-range.ts';
import { OrderMemoSchema } from '../../../domain/orders/memo.ts';
import { ORDER_STATUSES } from '../../../domain/orders/order-state.ts';
import { pageParam, perPageChoice } from '../../contract/paging.ts';

/** The per-page selector's values (§2 per-page selector). */
export const PER_PAGE_OPTIONS = [10, 25, 50, 100] as const;

const id = z.uuid('not a valid id');

export const IdParam = z.strictObject({ id });
export const ProductIdParam = z.strictObject({ productId: id });

const RangeFilter = { range: z.string().max(100).optional() };

export const ListQuery = z.strictObject({
  ...RangeFilter,
  page: pageParam(),
  per_page: perPageChoice(PER_PAGE_OPTIONS, 25),
  status: z.enum(ORDER_STATUSES, 'is not an order status').optional(),
  fav: z.enum(['true', 'false', '1', '0'], 'must be true or false').optional(),
  /** A master's filter by store (issue 23); another account's location finds no order. */
  location_id: z.uuid('not a valid id').optional(),
});

export const ExportQuery = z.strictObject({
  ...RangeFilter,
  type: z.enum(['pdf', 'csv'], 'must be pdf or csv').default('pdf'),
});
export const CsvExportQuery = z.strictObject(RangeFilter);

/** The edit form's shipping method; absent means the order's own. */
export const DeliveryDetailsQuery = z.strictObject({
  shipping_method: z.string().trim().min(1).max(40).optional(),
});

export const RANGE_MESSAGE = 'Please enter a valid date range (MM/DD/YYYY - MM/DD/YYYY).';

/** The `range` filter (§2: 'a - b' or one mm/dd/yy date; plus signs read as spaces); blank means all dates. */
export function rangeOf(text: string | undefined): DateRange | undefined {
  if (text === undefined || text.replaceAll('+', ' ').trim() === '') return undefined;
  const range = parseRange(text);
  if (!range) throw new DomainError('REQUEST_INVALID', RANGE_MESSAGE, { fields: { range: [RANGE_MESSAGE] } });
  return range;
}

export const favOf = (fav: string | undefined) =>
  fav === undefined ? undefined : fav === 'true' || fav === '1';

export const ToggleFavBody = z.strictObject({ id });
export const IdsBody = z.strictObject({ ids: z.array(id).min(1, 'select at least one order').max(500) });
export const MemoBody = OrderMemoSchema.extend({ id });

/** §3 Lot update: line_item_id, lot, exp_date (YYYY-MM-DD or MM-DD-YYYY, §5 Dates). */
export const LotBody = z.strictObject({
  line_item_id: id,
  lot: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(LOT_MAX_LENGTH, `must be at most ${LOT_MAX_LENGTH} characters`),
  exp_date: z
    .string()
    .max(20)
    .transform((text, ctx) => {
      const date = parseDate(text);
      if (date === null) ctx.addIssue({ code: 'custom', message: INVALID_DATE_MESSAGE });
      return date ?? '';
    }),
});
