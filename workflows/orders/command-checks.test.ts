import { describe, expect, it } from 'vitest';
import { DomainError } from '../../domain/errors.ts';
import {
  checkAccept,
  checkAnswerProposal,
  checkCancel,
  checkModify,
  checkShip,
  SANDBOX_TRACKING_MESSAGE,
} from './command-checks.ts';

const LINES = new Set(['a', 'b']);
const SHIPMENT = {
  carrier: 'sandbox',
  tracking_number: 'SBX0000012345',
  packages: [{ weight: '2', length: 1, width: 1, height: 1 }],
};

function refusal(run: () => void): DomainError {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('checkAccept', () => {
  it('accepts a placed or modified order (issue 4: accepted or modified by the supplier)', () => {
    expect(() => checkAccept('placed')).not.toThrow();
    expect(() => checkAccept('modified')).not.toThrow();
  });

  it('refuses accepting twice with ORDER_INVALID_TRANSITION when already accepted', () => {
    expect(refusal(() => checkAccept('accepted')).code).toBe('ORDER_INVALID_TRANSITION');
  });
});

describe('checkModify', () => {
  it('lets the pharmacy edit quantities only while placed (pharmacy-side §4 Order edit)', () => {
    expect(() =>
      checkModify('placed', LINES, { items: [{ id: 'a', quantity: 3 }], by: 'pharmacy' }),
    ).not.toThrow();
    expect(
      refusal(() => checkModify('accepted', LINES, { items: [{ id: 'a', quantity: 3 }], by: 'pharmacy' }))
        .detail,
    ).toBe('This order can no longer be edited: it is accepted.');
  });

  it('refuses the price switches from a pharmacy with AUTH_FORBIDDEN (notes A.5 price manipulation)', () => {
    expect(
      refusal(() => checkModify('placed', LINES, { items: [], remove_card_fee: false, by: 'pharmacy' })).code,
    ).toBe('AUTH_FORBIDDEN');
  });

  it('lets the supplier modify until shipment and refuses after it', () => {
    expect(() =>
      checkModify('accepted', LINES, { items: [], remove_shipping: true, by: 'supplier' }),
    ).not.toThrow();
    expect(
      refusal(() => checkModify('shipped', LINES, { items: [], remove_shipping: true, by: 'supplier' })).code,
    ).toBe('ORDER_INVALID_TRANSITION');
  });

  it('refuses a line of another order with RESOURCE_NOT_FOUND, a repeated line and an empty edit', () => {
    expect(
      refusal(() => checkModify('placed', LINES, { items: [{ id: 'z', quantity: 1 }], by: 'supplier' })).code,
    ).toBe('RESOURCE_NOT_FOUND');
    expect(
      refusal(() =>
        checkModify('placed', LINES, {
          items: [
            { id: 'a', quantity: 1 },
            { id: 'a', quantity: 2 },
          ],
          by: 'supplier',
        }),
      ).code,
    ).toBe('REQUEST_INVALID');
    expect(refusal(() => checkModify('placed', LINES, { items: [], by: 'supplier' })).detail).toBe(
      'Nothing to change.',
    );
  });
});

describe('checkShip', () => {
  it('ships an accepted order with a sandbox tracking number and a valid package (§3 Shipment)', () => {
    expect(() => checkShip('accepted', SHIPMENT)).not.toThrow();
  });

  it('refuses shipping before acceptance with ORDER_INVALID_TRANSITION', () => {
    expect(refusal(() => checkShip('placed', SHIPMENT)).code).toBe('ORDER_INVALID_TRANSITION');
  });

  it('refuses no packages and a dimension below 1 with field errors (§9 dimensions minimum 1, at least one package)', () => {
    expect(refusal(() => checkShip('accepted', { ...SHIPMENT, packages: [] })).fields).toEqual({
      packages: ['Please add at least one package.'],
    });
    const error = refusal(() =>
      checkShip('accepted', { ...SHIPMENT, packages: [{ weight: '1', length: 0, width: 1, height: 1 }] }),
    );
    expect(error.fields).toEqual({
      'packages.0.length': ['Please enter a value greater than or equal to 1.'],
    });
  });

  it('refuses a tracking number the sandbox carrier did not issue', () => {
    expect(refusal(() => checkShip('accepted', { ...SHIPMENT, tracking_number: '1Z999AA1' })).fields).toEqual(
      { tracking_number: [SANDBOX_TRACKING_MESSAGE] },
    );
  });
});

describe('checkCancel', () => {
  it('allows cancelling before shipment and refuses it after (issue 4: cancelling before shipment)', () => {
    expect(() => checkCancel('modified', { by: 'pharmacy' })).not.toThrow();
    expect(refusal(() => checkCancel('shipped', { by: 'supplier' })).detail).toBe(
      'An order that is shipped cannot become cancelled.',
    );
  });
});

describe('checkAnswerProposal', () => {
  const waiting = 'p-2';
  it('lets the pharmacy accept or decline the proposal waiting now, before shipment', () => {
    expect(() => checkAnswerProposal('placed', waiting, { proposalId: 'p-2', accept: true })).not.toThrow();
    expect(() =>
      checkAnswerProposal('accepted', waiting, { proposalId: 'p-2', accept: false }),
    ).not.toThrow();
  });

  it('refuses an older, an answered or a missing proposal with 409 (issue 10: decided once)', () => {
    for (const pending of [waiting, null, undefined]) {
      const refused = refusal(() =>
        checkAnswerProposal('placed', pending, { proposalId: 'p-1', accept: true }),
      );
      expect(refused.code).toBe('RESOURCE_CONFLICT');
      expect(refused.detail).toBe('This proposed change is no longer waiting for your answer.');
    }
  });

  it('refuses accepting once the order has shipped', () => {
    expect(
      refusal(() => checkAnswerProposal('shipped', waiting, { proposalId: 'p-2', accept: true })).detail,
    ).toBe('An order that is shipped cannot become modified.');
  });
});
