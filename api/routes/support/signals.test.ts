import { describe, expect, it } from 'vitest';
import { SIGNAL_MESSAGES, supportSignalsOf } from './signals.ts';

describe('supportSignalsOf (the allow-list of support signals)', () => {
  it('allows the order signals on a wholesale order under the one order type and the older type', () => {
    expect(Object.keys(supportSignalsOf('orderWorkflow', 'order:1'))).toEqual([
      'markDelivered',
      'invoicePaid',
    ]);
    expect(Object.keys(supportSignalsOf('orderFulfilmentWorkflow', 'order:1'))).toEqual([
      'markDelivered',
      'invoicePaid',
    ]);
  });

  it('allows none on a p2p order, though it runs on the same type, nor on an unlisted type', () => {
    expect(supportSignalsOf('orderWorkflow', 'p2p-order:1')).toEqual({});
    expect(supportSignalsOf('p2pOrderWorkflow', 'p2p-order:1')).toEqual({});
    expect(SIGNAL_MESSAGES.notAllowed('markDelivered', 'orderWorkflow', {})).toBe(
      'The signal markDelivered cannot be sent to a orderWorkflow workflow by hand. Allowed: none.',
    );
  });
});
