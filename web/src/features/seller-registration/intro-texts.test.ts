import { describe, expect, it } from 'vitest';
import { P2P_FEE_PERCENT } from '../../../../domain/p2p/payout.ts';
import { INTRO_TABS, SELLER_FEE_TEXT } from './intro-texts.ts';

describe('INTRO_TABS', () => {
  it('shows laws, then fees, then FAQ', () => {
    expect(INTRO_TABS.map((t) => t.key)).toEqual(['laws', 'fees', 'faq']);
  });

  it('says each thing once (issue 21: the texts were doubled to force scrolling)', () => {
    const paragraphs = INTRO_TABS.flatMap((t) => [...t.paragraphs]);
    expect(new Set(paragraphs).size).toBe(paragraphs.length);
  });
});

describe('SELLER_FEE_TEXT', () => {
  it('names the fee payouts charge', () => {
    expect(SELLER_FEE_TEXT).toContain(`${P2P_FEE_PERCENT} % of what the buyer paid`);
  });
});
