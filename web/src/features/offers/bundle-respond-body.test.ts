import { describe, expect, it } from 'vitest';
import { checkBundleResponse, type BundleRespondForm } from './bundle-respond-body.ts';

const form = (change: Partial<BundleRespondForm> = {}): BundleRespondForm => ({
  response: 'accepted',
  variants: [
    { id: 'v1', chosen: true, price: '', quantity: '' },
    { id: 'v2', chosen: false, price: '', quantity: '' },
  ],
  note: '',
  ...change,
});

describe('checkBundleResponse', () => {
  it('accepts with the chosen variants (issue 5: a bundle offer is accepted with chosen variants)', () => {
    expect(checkBundleResponse(form())).toEqual({
      ok: true,
      body: {
        response: 'accepted',
        variants: [
          { id: 'v1', chosen: true },
          { id: 'v2', chosen: false },
        ],
      },
    });
  });

  it('refuses to accept when no variant is chosen (§3 offer_variants)', () => {
    const result = checkBundleResponse(
      form({ variants: [{ id: 'v1', chosen: false, price: '', quantity: '' }] }),
    );
    expect(result).toEqual({ ok: false, errors: { variants: ['Choose at least one variant.'] } });
  });

  it('sends the typed counter prices and quantities when countering (§7 respond with variants)', () => {
    const result = checkBundleResponse(
      form({ response: 'counter', variants: [{ id: 'v1', chosen: true, price: '9.00', quantity: 4 }] }),
    );
    expect(result).toEqual({
      ok: true,
      body: { response: 'counter', variants: [{ id: 'v1', chosen: true, price: '9.00', quantity: 4 }] },
    });
  });

  it('sends only the note when declining', () => {
    expect(checkBundleResponse(form({ response: 'declined', note: 'not now' }))).toEqual({
      ok: true,
      body: { response: 'declined', variants: [], note: 'not now' },
    });
  });
});
