/** The counter form checked with the API's own rules before it is sent (§5 Offer counter). */
import type { FieldErrors } from '../../api/client.ts';
import { validateRespondInput } from '../../../../domain/offers/respond-input.ts';
import type { CounterForm } from './counter-fields.tsx';
import type { IndividualRespondBody } from './offers-api.ts';

export type CounterCheck = { ok: true; body: IndividualRespondBody } | { ok: false; errors: FieldErrors };

/**
 * The respond body of a counter, or the field errors the API would answer: a price above zero, a
 * whole quantity of at least 1, and, when the shipping box is ticked, a shipping method
 * ('select one shipping method').
 */
export function checkCounter(form: CounterForm): CounterCheck {
  const method = form.shipping ? (form.shipping_method ?? '') : '';
  const note = form.note.trim();
  const checked = validateRespondInput('offer', {
    response: 'counter',
    price: form.price,
    quantity: String(form.quantity),
    shipping: form.shipping,
    shipping_method: method,
    note,
  });
  if (!checked.ok) return { ok: false, errors: checked.fields };
  return {
    ok: true,
    body: {
      response: 'counter',
      price: form.price.trim(),
      quantity: Number(form.quantity),
      shipping: form.shipping,
      ...(method ? { shipping_method: method } : {}),
      ...(note ? { note } : {}),
    },
  };
}
