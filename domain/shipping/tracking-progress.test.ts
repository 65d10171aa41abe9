import { describe, expect, it } from 'vitest';
import {
  isTrackingStatus,
  normalizeTrackingStatus,
  progressPoint,
  TRACKING_STATUSES,
  trackingStatusLabel,
} from './tracking-progress.ts';

describe('progressPoint (pharmacy-side §4 Tracking progress: three points)', () => {
  it.each([
    ['pending', 1],
    ['billing_information_received', 1],
    ['shipment_information_sent', 1],
    ['Shipment information sent to a carrier', 1],
    ['Billing Information Received', 1],
    ['in_transit', 2],
    ['out_for_delivery', 2],
    ['exception', 2],
    ['Held at customs', 2],
    ['', 2],
    ['delivered', 3],
    ['Delivered', 3],
  ] as const)('lights point %2$i when the status is %1$j', (status, point) => {
    expect(progressPoint(status)).toBe(point);
  });
});

describe('normalizeTrackingStatus and trackingStatusLabel', () => {
  it.each([
    ['In-Transit', 'in_transit'],
    ['  OUT FOR DELIVERY ', 'out_for_delivery'],
    ['label created', 'shipment_information_sent'],
  ])('reads %j as %j', (text, expected) => expect(normalizeTrackingStatus(text)).toBe(expected));

  it('labels every canonical status when shown', () => {
    for (const status of TRACKING_STATUSES) {
      expect(isTrackingStatus(status)).toBe(true);
      expect(trackingStatusLabel(status)).not.toBe('');
    }
    expect(trackingStatusLabel('out_for_delivery')).toBe('Out for Delivery');
  });

  it('capitalises an unknown status when a carrier sends one', () => {
    expect(trackingStatusLabel('held_at_customs')).toBe('Held At Customs');
    expect(isTrackingStatus('held_at_customs')).toBe(false);
  });
});
