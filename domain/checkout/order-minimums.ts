/**
 * A wholesaler's order minimums (pharmacy-side §3 Order minimums, §5 Order minimums; supplier-side
 * §5): the order total must reach minimum_order_total, and the brand and generic subtotals their own
 * minimums, where a non-mandatory item-type minimum is also met by buying none of that type.
 */
import type { FieldErrors } from '../errors.ts';
import { formatCents } from '../money.ts';

export type SupplierMinimums = {
  wholesalerName: string;
  minimumOrderTotalCents: number;
  brandsMinimumOrderTotalCents: number;
  brandsMinimumMandatory: boolean;
  genericsMinimumOrderTotalCents: number;
  genericsMinimumMandatory: boolean;
};

/** A cart or order line as the minimums see it: a line that is not brand counts as generic. */
export type MinimumLine = { quantity: number; totalCents: number; isBrand: boolean };

export type MinimumFailure = 'order' | 'brand' | 'generic';
export type MinimumVariant = 'plain' | 'brand' | 'generic' | 'brand_and_generic';

export type MinimumsCheck = {
  met: boolean;
  orderTotalCents: number;
  brandSubtotalCents: number;
  genericSubtotalCents: number;
  failures: MinimumFailure[];
  variant: MinimumVariant;
  withOrderMinimum: boolean;
  nonMandatory: boolean;
  message: string;
};

/** Whether a subtotal meets an item-type minimum (§5: at least the minimum, or zero when not mandatory). */
function meetsTypeMinimum(subtotal: number, minimum: number, mandatory: boolean): boolean {
  return subtotal >= minimum || (!mandatory && subtotal === 0);
}

/** Checks lines against a wholesaler's minimums; only lines with quantity above 0 count (§5 Order minimums). */
export function checkOrderMinimums(lines: MinimumLine[], minimums: SupplierMinimums): MinimumsCheck {
  let brandSubtotalCents = 0;
  let genericSubtotalCents = 0;
  for (const line of lines) {
    if (!(line.quantity > 0)) continue;
    if (line.isBrand) brandSubtotalCents += line.totalCents;
    else genericSubtotalCents += line.totalCents;
  }
  const orderTotalCents = brandSubtotalCents + genericSubtotalCents;
  const failures: MinimumFailure[] = [];
  if (orderTotalCents < minimums.minimumOrderTotalCents) failures.push('order');
  if (
    !meetsTypeMinimum(
      brandSubtotalCents,
      minimums.brandsMinimumOrderTotalCents,
      minimums.brandsMinimumMandatory,
    )
  ) {
    failures.push('brand');
  }
  if (
    !meetsTypeMinimum(
      genericSubtotalCents,
      minimums.genericsMinimumOrderTotalCents,
      minimums.genericsMinimumMandatory,
    )
  ) {
    failures.push('generic');
  }
  return {
    met: failures.length === 0,
    orderTotalCents,
    brandSubtotalCents,
    genericSubtotalCents,
    failures,
    ...describeMinimums(minimums),
  };
}

const hasBrand = (m: SupplierMinimums) => m.brandsMinimumOrderTotalCents > 0;
const hasGeneric = (m: SupplierMinimums) => m.genericsMinimumOrderTotalCents > 0;

/**
 * Which notice applies and its text (§5 Order minimums): plain when both item-type minimums are 0,
 * otherwise brand, generic or brand-and-generic, each with or without the order minimum, and
 * non-mandatory when a shown item-type minimum may be skipped by buying none of that type. The
 * message is empty when the wholesaler has no minimum at all. Amounts are $0,0.00.
 */
export function describeMinimums(
  m: SupplierMinimums,
): Pick<MinimumsCheck, 'variant' | 'withOrderMinimum' | 'nonMandatory' | 'message'> {
  const variant: MinimumVariant =
    hasBrand(m) && hasGeneric(m)
      ? 'brand_and_generic'
      : hasBrand(m)
        ? 'brand'
        : hasGeneric(m)
          ? 'generic'
          : 'plain';
  const withOrderMinimum = m.minimumOrderTotalCents > 0;
  const parts: string[] = [];
  if (hasBrand(m)) parts.push(typePart(m.brandsMinimumOrderTotalCents, 'brand', m.brandsMinimumMandatory));
  if (hasGeneric(m))
    parts.push(typePart(m.genericsMinimumOrderTotalCents, 'generic', m.genericsMinimumMandatory));
  const nonMandatory =
    (hasBrand(m) && !m.brandsMinimumMandatory) || (hasGeneric(m) && !m.genericsMinimumMandatory);
  const total = `a minimum order total of ${formatCents(m.minimumOrderTotalCents)}`;
  const required = parts.join(' and ');
  const message =
    variant === 'plain'
      ? withOrderMinimum
        ? `${m.wholesalerName} requires ${total}.`
        : ''
      : withOrderMinimum
        ? `${m.wholesalerName} requires ${total}, including ${required}.`
        : `${m.wholesalerName} requires ${required}.`;
  return { variant, withOrderMinimum, nonMandatory, message };
}

function typePart(cents: number, kind: 'brand' | 'generic', mandatory: boolean): string {
  const part = `at least ${formatCents(cents)} of ${kind} items`;
  return mandatory ? part : `${part} (or no ${kind} items at all)`;
}

export const MINIMUM_SETTINGS_MESSAGES = {
  totalBelowDetailed: 'Minimum order total should be greater than detailed minimum order total.',
  negative: 'Minimum cannot be negative.',
  notWholeCents: 'Minimum must be an amount in dollars and cents.',
} as const;

export type MinimumSettings = Pick<
  SupplierMinimums,
  'minimumOrderTotalCents' | 'brandsMinimumOrderTotalCents' | 'genericsMinimumOrderTotalCents'
>;

/**
 * Field errors for a supplier's minimums (supplier-side §5): each is a non-negative whole number of
 * cents, and the order total is at least the brand plus generic minimums. Keys are the spec's fields.
 */
export function validateMinimumSettings(settings: MinimumSettings): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const fields = [
    ['minimum_order_total', settings.minimumOrderTotalCents],
    ['brands_minimum_order_total', settings.brandsMinimumOrderTotalCents],
    ['generics_minimum_order_total', settings.genericsMinimumOrderTotalCents],
  ] as const;
  for (const [field, cents] of fields) {
    if (!Number.isSafeInteger(cents)) add(field, MINIMUM_SETTINGS_MESSAGES.notWholeCents);
    else if (cents < 0) add(field, MINIMUM_SETTINGS_MESSAGES.negative);
  }
  const detailed = settings.brandsMinimumOrderTotalCents + settings.genericsMinimumOrderTotalCents;
  if (!errors.minimum_order_total && settings.minimumOrderTotalCents < detailed) {
    add('minimum_order_total', MINIMUM_SETTINGS_MESSAGES.totalBelowDetailed);
  }
  return errors;
}
