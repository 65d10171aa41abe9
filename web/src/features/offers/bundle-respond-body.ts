/** The bundle respond form turned into its body and checked with the API's own rules (§7 POST /bundle_offers/{id}/respond). */
import type { FieldErrors } from '../../api/client.ts';
import { validateRespondInput } from '../../../../domain/offers/respond-input.ts';
import type { BundleRespondBody } from './offers-api.ts';

type VariantForm = { id: string; chosen: boolean; price: string; quantity: number | string };
export type BundleRespondForm = {
  response: 'accepted' | 'counter' | 'declined';
  variants: VariantForm[];
  note: string;
};

export type BundleCheck = { ok: true; body: BundleRespondBody } | { ok: false; errors: FieldErrors };

const filled = (value: string | number) => String(value).trim() !== '';

/**
 * Accept sends each variant with its chosen flag (at least one chosen); counter also sends the
 * prices and quantities typed (at least one); decline sends only the note.
 */
export function checkBundleResponse(form: BundleRespondForm): BundleCheck {
  const note = form.note.trim();
  const variants =
    form.response === 'declined'
      ? []
      : form.variants.map((v) => ({
          id: v.id,
          chosen: v.chosen,
          ...(form.response === 'counter' && filled(v.price) ? { price: v.price.trim() } : {}),
          ...(form.response === 'counter' && filled(v.quantity) ? { quantity: Number(v.quantity) } : {}),
        }));
  const body: BundleRespondBody = { response: form.response, variants, ...(note ? { note } : {}) };
  const checked = validateRespondInput('bundle', {
    ...body,
    variants: variants.map((v) => ({
      ...v,
      ...(v.quantity !== undefined ? { quantity: String(v.quantity) } : {}),
    })),
  });
  return checked.ok ? { ok: true, body } : { ok: false, errors: checked.fields };
}
