import { describe, expect, it } from 'vitest';
import { progressPoint } from './tracking-progress.ts';
import {
  DELIVERED_STEP,
  isSandboxTrackingNumber,
  makeSandboxTrackingNumber,
  sandboxEventsAt,
  sandboxStatusAt,
} from './sandbox-carrier.ts';

const hour = 3_600_000;
const shippedAt = new Date('2026-11-23T15:00:00Z');
const trackingNumber = makeSandboxTrackingNumber('shipment-1');
const at = (hours: number) => new Date(shippedAt.getTime() + hours * hour);

describe('makeSandboxTrackingNumber and isSandboxTrackingNumber', () => {
  it('makes SBX and ten digits, the same for the same seed', () => {
    expect(trackingNumber).toMatch(/^SBX\d{10}$/);
    expect(makeSandboxTrackingNumber('shipment-1')).toBe(trackingNumber);
    expect(makeSandboxTrackingNumber('shipment-2')).not.toBe(trackingNumber);
  });

  it.each([
    [trackingNumber, true],
    [trackingNumber.toLowerCase(), true],
    ['SBX123', false],
    ['1Z999AA10123456784', false],
  ])('recognises %j as sandbox: %s', (value, expected) => {
    expect(isSandboxTrackingNumber(value)).toBe(expected);
  });
});

describe('sandboxStatusAt (the sandbox carrier follows the clock, one status per step)', () => {
  it.each([
    [-1, 'shipment_information_sent', 'before the ship time'],
    [0, 'shipment_information_sent', 'at the ship time'],
    [1, 'in_transit', 'after one step'],
    [3.5, 'in_transit', 'in the third in-transit step'],
    [4, 'out_for_delivery', 'after four steps'],
    [5, 'delivered', 'after five steps'],
    [500, 'delivered', 'long after delivery'],
  ] as [number, string, string][])('answers %s hours in as %s (%s)', (hours, status) => {
    expect(sandboxStatusAt({ trackingNumber, shippedAt, now: at(hours), stepMs: hour }).latest_status).toBe(
      status,
    );
  });

  it('walks the progress points 1 → 2 → 3 in order as time passes', () => {
    const points = [0, 1, 2, 3, 4, 5].map((h) =>
      progressPoint(sandboxStatusAt({ trackingNumber, shippedAt, now: at(h), stepMs: hour }).latest_status),
    );
    expect(points).toEqual([1, 2, 2, 2, 2, 3]);
  });

  it('estimates delivery as the date of the delivered step and flags delivered only then', () => {
    const day = 24 * hour;
    const before = sandboxStatusAt({ trackingNumber, shippedAt, now: at(24), stepMs: day });
    expect(before).toMatchObject({ estimated_delivery: '2026-11-28', delivered: false });
    const after = sandboxStatusAt({ trackingNumber, shippedAt, now: at(24 * DELIVERED_STEP), stepMs: day });
    expect(after).toMatchObject({ latest_status: 'delivered', delivered: true });
  });

  it('ends at the destination given, and answers the same for the same inputs', () => {
    const destination = { city: 'Austin', state: 'TX' };
    const clock = { trackingNumber, shippedAt, now: at(10), stepMs: hour, destination };
    expect(sandboxStatusAt(clock)).toMatchObject({ location_city: 'Austin', location_state: 'TX' });
    expect(sandboxStatusAt(clock)).toEqual(sandboxStatusAt({ ...clock }));
  });

  it('moves the parcel through different hubs while in transit', () => {
    const events = sandboxEventsAt({ trackingNumber, shippedAt, now: at(3), stepMs: hour });
    expect(events.map((e) => e.status)).toEqual([
      'shipment_information_sent',
      'in_transit',
      'in_transit',
      'in_transit',
    ]);
    expect(new Set(events.slice(1).map((e) => e.location_city)).size).toBe(3);
    expect(events[3]?.occurred_at).toEqual(at(3));
  });

  it('throws when the step is not a positive duration', () => {
    expect(() => sandboxStatusAt({ trackingNumber, shippedAt, now: at(1), stepMs: 0 })).toThrow(RangeError);
  });
});
