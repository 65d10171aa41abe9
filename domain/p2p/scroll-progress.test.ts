import { describe, expect, it } from 'vitest';
import { hasReadEnough, nextInfoStep } from './scroll-progress.ts';

describe('the terms tab scroll rule', () => {
  it('keeps Next disabled when the reader has seen less than 96 % of the terms', () => {
    expect(hasReadEnough({ scrollTop: 0, clientHeight: 200, scrollHeight: 1_000 })).toBe(false);
    expect(hasReadEnough({ scrollTop: 750, clientHeight: 200, scrollHeight: 1_000 })).toBe(false);
  });
  it('enables Next when about 96 % has been scrolled through', () => {
    expect(hasReadEnough({ scrollTop: 760, clientHeight: 200, scrollHeight: 1_000 })).toBe(true);
  });
  it('enables Next at once when the terms fit without scrolling', () => {
    expect(hasReadEnough({ scrollTop: 0, clientHeight: 500, scrollHeight: 400 })).toBe(true);
  });
});

describe('the first p2p order modal sequence', () => {
  it('goes splash, terms, laws, fees, FAQ in turn and ends after the FAQ', () => {
    expect(nextInfoStep('splash')).toBe('terms');
    expect(nextInfoStep('terms')).toBe('laws');
    expect(nextInfoStep('laws')).toBe('fees');
    expect(nextInfoStep('fees')).toBe('faq');
    expect(nextInfoStep('faq')).toBeNull();
  });
});
