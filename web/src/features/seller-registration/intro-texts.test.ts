import { describe, expect, it } from 'vitest';
import { INTRO_TABS, isScrolledEnough } from './intro-texts.ts';

describe('isScrolledEnough', () => {
  it('enables the confirm button once about 96 % of the text is scrolled into view', () => {
    expect(isScrolledEnough({ scrollTop: 740, clientHeight: 220, scrollHeight: 1000 })).toBe(true);
    expect(isScrolledEnough({ scrollTop: 730, clientHeight: 220, scrollHeight: 1000 })).toBe(false);
  });

  it('enables it at once when the text needs no scrolling', () => {
    expect(isScrolledEnough({ scrollTop: 0, clientHeight: 220, scrollHeight: 200 })).toBe(true);
  });
});

describe('INTRO_TABS', () => {
  it('shows laws, then fees, then FAQ', () => {
    expect(INTRO_TABS.map((t) => t.key)).toEqual(['laws', 'fees', 'faq']);
  });
});
