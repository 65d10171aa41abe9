import { describe, expect, it } from 'vitest';
import { CUSTOMER_TERMS_MESSAGES, CustomerTermsUpdateSchema } from './customer-terms.ts';

describe('customer terms', () => {
  it('defaults net days to 30 and credit to 0 when blank', () => {
    expect(CustomerTermsUpdateSchema.parse({ credit_allocated: '', net_days: '' })).toEqual({
      credit_allocated: 0,
      net_days: 30,
    });
  });
  it('reads credit allocated as dollars into cents', () => {
    expect(CustomerTermsUpdateSchema.parse({ credit_allocated: '7,500.50' }).credit_allocated).toBe(750050);
  });
  it('refuses credit terms that are not digits or below 1', () => {
    const message = (net_days: string) =>
      CustomerTermsUpdateSchema.safeParse({ net_days }).error?.issues[0]?.message;
    expect(message('3a')).toBe(CUSTOMER_TERMS_MESSAGES.netDaysDigits);
    expect(message('0')).toBe(CUSTOMER_TERMS_MESSAGES.netDaysMin);
    expect(message('-5')).toBe(CUSTOMER_TERMS_MESSAGES.netDaysDigits);
  });
  it('refuses unknown fields', () => {
    expect(CustomerTermsUpdateSchema.safeParse({ status: 'approved' }).success).toBe(false);
  });
});
