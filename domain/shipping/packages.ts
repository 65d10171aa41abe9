/**
 * A shipment's form (pharmacy-side §3 Shipment, §9 Package dimensions): a carrier shipment needs a
 * tracking number; at least one package; each package's weight in lbs is required, a decimal
 * with up to 3 places (§5 'format xxxx.xxx'), kept as thousandths of a pound; length, width and
 * height are whole numbers of at least 1.
 */
import type { FieldErrors } from '../errors.ts';

export const SHIPMENT_MESSAGES = {
  required: 'This field is required.',
  decimal: 'Please enter a correct number, format xxxx.xxx',
  weightPositive: 'Please enter a value greater than 0.',
  digits: 'Please enter only digits.',
  dimensionMin: 'Please enter a value greater than or equal to 1.',
  dimensionMax: `Please enter a value less than or equal to 9999.`,
  noPackages: 'Please add at least one package.',
  tooManyPackages: 'Please add at most 50 packages.',
  trackingNumber: 'Please enter a valid tracking number.',
} as const;

export const MAX_PACKAGES = 50;
const MAX_DIMENSION = 9999;
const DECIMAL_3 = /^\d{1,4}(?:\.\d{1,3})?$/;
const DIGITS = /^\d{1,6}$/;
const TRACKING = /^[A-Z0-9]{4,40}$/;

type FormValue = string | number | null | undefined;
export type PackageInput = { weight: FormValue; length: FormValue; width: FormValue; height: FormValue };
export type ShipmentInput = {
  carrier: string | null;
  trackingNumber: string | null;
  packages: readonly PackageInput[];
};
export type ShipmentPackage = { weightMilliLbs: number; length: number; width: number; height: number };

function text(value: FormValue): string {
  return value === null || value === undefined ? '' : String(value).trim();
}

/** '12.5' → 12500 thousandths of a pound; null unless a decimal 'xxxx.xxx' (read exactly, no floats). */
export function parseWeightMilliLbs(value: FormValue): number | null {
  const t = text(value);
  if (!DECIMAL_3.test(t)) return null;
  const [whole, fraction = ''] = t.split('.');
  return Number(whole) * 1000 + Number(fraction.padEnd(3, '0'));
}

/** A tracking number without spaces or hyphens, upper-cased: what carriers print in groups. */
export function normalizeTrackingNumber(value: string): string {
  return value.slice(0, 80).replace(/[\s-]/g, '').toUpperCase();
}

function weightError(value: FormValue): string | null {
  if (text(value) === '') return SHIPMENT_MESSAGES.required;
  const milli = parseWeightMilliLbs(value);
  if (milli === null) return SHIPMENT_MESSAGES.decimal;
  return milli > 0 ? null : SHIPMENT_MESSAGES.weightPositive;
}

function dimensionError(value: FormValue): string | null {
  const t = text(value);
  if (t === '') return SHIPMENT_MESSAGES.required;
  if (!DIGITS.test(t)) return SHIPMENT_MESSAGES.digits;
  const n = Number(t);
  if (n < 1) return SHIPMENT_MESSAGES.dimensionMin;
  return n > MAX_DIMENSION ? SHIPMENT_MESSAGES.dimensionMax : null;
}

/** Errors keyed by field ('tracking_number', 'packages', 'packages.0.weight' …); empty when valid. */
export function validateShipment({ carrier, trackingNumber, packages }: ShipmentInput): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, message: string | null) => {
    if (message) (errors[field] ??= []).push(message);
  };
  const tracking = normalizeTrackingNumber(trackingNumber ?? '');
  if (text(carrier) !== '' && tracking === '') add('tracking_number', SHIPMENT_MESSAGES.required);
  else if (tracking !== '' && !TRACKING.test(tracking))
    add('tracking_number', SHIPMENT_MESSAGES.trackingNumber);
  if (packages.length === 0) add('packages', SHIPMENT_MESSAGES.noPackages);
  if (packages.length > MAX_PACKAGES) add('packages', SHIPMENT_MESSAGES.tooManyPackages);
  packages.slice(0, MAX_PACKAGES).forEach((pkg, i) => {
    add(`packages.${i}.weight`, weightError(pkg.weight));
    for (const side of ['length', 'width', 'height'] as const)
      add(`packages.${i}.${side}`, dimensionError(pkg[side]));
  });
  return errors;
}

/** The packages as stored, or the field errors when the shipment is not valid. */
export function parseShipmentPackages(
  input: ShipmentInput,
): { ok: true; packages: ShipmentPackage[] } | { ok: false; errors: FieldErrors } {
  const errors = validateShipment(input);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const packages = input.packages.map((pkg) => ({
    weightMilliLbs: parseWeightMilliLbs(pkg.weight)!,
    length: Number(text(pkg.length)),
    width: Number(text(pkg.width)),
    height: Number(text(pkg.height)),
  }));
  return { ok: true, packages };
}
