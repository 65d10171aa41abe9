import { describe, expect, it } from 'vitest';
import { checkCounter } from './counter-body.ts';
import type { CounterForm } from './counter-fields.tsx';

const form = (change: Partial<CounterForm> = {}): CounterForm => ({
  price: '12.50',
  quantity: 3,
  shipping: false,
  shipping_method: null,
  note: '',
  ...change,
});

describe('checkCounter', () => {
  it('builds the respond body of a counter when the form is complete (§7 POST /offers/{id}/respond)', () => {
    expect(checkCounter(form({ note: ' see you ' }))).toEqual({
      ok: true,
      body: { response: 'counter', price: '12.50', quantity: 3, shipping: false, note: 'see you' },
    });
  });

  it("asks for a shipping method when the shipping box is ticked without one (§5: 'select one shipping method')", () => {
    const result = checkCounter(form({ shipping: true }));
    expect(result).toEqual({ ok: false, errors: { shipping_method: ['select one shipping method'] } });
  });

  it('sends the chosen method when the shipping box is ticked (§5 Offer counter)', () => {
    const result = checkCounter(form({ shipping: true, shipping_method: 'overnight' }));
    expect(result.ok && result.body.shipping_method).toBe('overnight');
  });

  it('refuses a missing price and a zero quantity when countering (§3 Offer price, quantity)', () => {
    const result = checkCounter(form({ price: '', quantity: 0 }));
    expect(result.ok).toBe(false);
    expect(!result.ok && Object.keys(result.errors).sort()).toEqual(['price', 'quantity']);
  });
});
