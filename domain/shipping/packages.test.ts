import { describe, expect, it } from 'vitest';
import {
  MAX_PACKAGES,
  type PackageInput,
  normalizeTrackingNumber,
  parseShipmentPackages,
  parseWeightMilliLbs,
  SHIPMENT_MESSAGES,
  validateShipment,
} from './packages.ts';

const box = { weight: '2.5', length: '12', width: '10', height: '4' };

describe('parseWeightMilliLbs (pharmacy-side §5: decimal up to 3 places, format xxxx.xxx)', () => {
  it.each([
    ['2.5', 2500],
    ['0.001', 1],
    ['9999.999', 9_999_999],
    [' 12 ', 12_000],
    [3, 3000],
  ] as const)('reads %j as %i thousandths of a pound', (value, expected) => {
    expect(parseWeightMilliLbs(value)).toBe(expected);
  });

  it.each(['1.2345', '10000', '-1', '1,5', 'abc', '', '.5', '1e3'])('rejects %j', (value) => {
    expect(parseWeightMilliLbs(value)).toBeNull();
  });
});

describe('validateShipment (pharmacy-side §3 Shipment, §9 package dimensions minimum 1, at least one package)', () => {
  it('finds nothing wrong with a carrier shipment that has a tracking number and a good package', () => {
    expect(
      validateShipment({ carrier: 'ups', trackingNumber: '1Z 999 AA1 0123 4567 84', packages: [box] }),
    ).toEqual({});
  });

  it('requires a tracking number when the shipment goes by carrier', () => {
    expect(validateShipment({ carrier: 'fedex', trackingNumber: '  ', packages: [box] })).toEqual({
      tracking_number: [SHIPMENT_MESSAGES.required],
    });
  });

  it('does not require a tracking number when no carrier carries it', () => {
    expect(validateShipment({ carrier: null, trackingNumber: null, packages: [box] })).toEqual({});
  });

  it('rejects a tracking number with characters carriers never use', () => {
    expect(validateShipment({ carrier: 'ups', trackingNumber: '1Z<script>', packages: [box] })).toEqual({
      tracking_number: [SHIPMENT_MESSAGES.trackingNumber],
    });
  });

  it('requires at least one package', () => {
    expect(validateShipment({ carrier: 'ups', trackingNumber: 'SBX0000000001', packages: [] })).toEqual({
      packages: [SHIPMENT_MESSAGES.noPackages],
    });
  });

  it('refuses more packages than the cap', () => {
    const packages = Array.from({ length: MAX_PACKAGES + 1 }, () => box);
    expect(validateShipment({ carrier: null, trackingNumber: null, packages }).packages).toEqual([
      SHIPMENT_MESSAGES.tooManyPackages,
    ]);
  });

  it.each([
    [{ weight: '' }, 'packages.0.weight', SHIPMENT_MESSAGES.required, 'weight missing'],
    [{ weight: null }, 'packages.0.weight', SHIPMENT_MESSAGES.required, 'weight null'],
    [{ weight: '1.2345' }, 'packages.0.weight', SHIPMENT_MESSAGES.decimal, 'four decimal places'],
    [{ weight: '0' }, 'packages.0.weight', SHIPMENT_MESSAGES.weightPositive, 'zero weight'],
    [{ length: '0' }, 'packages.0.length', SHIPMENT_MESSAGES.dimensionMin, 'length below 1'],
    [{ width: '' }, 'packages.0.width', SHIPMENT_MESSAGES.required, 'width missing'],
    [{ height: '2.5' }, 'packages.0.height', SHIPMENT_MESSAGES.digits, 'a fractional height'],
    [{ height: '10000' }, 'packages.0.height', SHIPMENT_MESSAGES.dimensionMax, 'a height beyond the cap'],
  ] as [Partial<PackageInput>, string, string, string][])(
    'reports %j under %s (%s)',
    (change, field, message) => {
      expect(
        validateShipment({ carrier: null, trackingNumber: null, packages: [{ ...box, ...change }] }),
      ).toEqual({ [field]: [message] });
    },
  );

  it('keys each package error by its index when the second package is wrong', () => {
    const errors = validateShipment({
      carrier: null,
      trackingNumber: null,
      packages: [box, { ...box, length: '0', weight: 'x' }],
    });
    expect(errors).toEqual({
      'packages.1.weight': [SHIPMENT_MESSAGES.decimal],
      'packages.1.length': [SHIPMENT_MESSAGES.dimensionMin],
    });
  });
});

describe('parseShipmentPackages', () => {
  it('answers the stored shape when the shipment is valid', () => {
    expect(
      parseShipmentPackages({ carrier: 'ups', trackingNumber: 'SBX0000000001', packages: [box] }),
    ).toEqual({
      ok: true,
      packages: [{ weightMilliLbs: 2500, length: 12, width: 10, height: 4 }],
    });
  });

  it('answers the errors when the shipment is not valid', () => {
    expect(parseShipmentPackages({ carrier: 'ups', trackingNumber: '', packages: [box] }).ok).toBe(false);
  });
});

describe('normalizeTrackingNumber', () => {
  it('drops spaces and hyphens and upper-cases when carriers print groups', () => {
    expect(normalizeTrackingNumber('1z 999-aa1')).toBe('1Z999AA1');
  });
});
