import { describe, expect, it } from 'vitest';
import { isMove, locationChangeWorkflowId, moveNeedsApproval, type StoreAddress } from './location-moves.ts';

const store: StoreAddress = {
  address1: '100 Congress Ave',
  address2: null,
  city: 'Austin',
  stateId: 48,
  zipcode: '78701',
};

describe('isMove', () => {
  it('is a move when the street, city, state or ZIP changes', () => {
    expect(isMove(store, { address1: '200 Congress Ave' })).toBe(true);
    expect(isMove(store, { city: 'Round Rock' })).toBe(true);
    expect(isMove(store, { stateId: 6 })).toBe(true);
    expect(isMove(store, { zipcode: '78702' })).toBe(true);
  });

  it('is not a move when only the second line or spelling case changes', () => {
    expect(isMove(store, { address2: 'Suite 5' })).toBe(false);
    expect(isMove(store, { address1: '100 congress ave ', city: 'AUSTIN', zipcode: '78701' })).toBe(false);
    expect(isMove(store, {})).toBe(false);
  });
});

describe('moveNeedsApproval', () => {
  it('holds a move of an approved store only', () => {
    expect(moveNeedsApproval('active')).toBe(true);
    expect(moveNeedsApproval('pending_review')).toBe(false);
  });
});

describe('locationChangeWorkflowId', () => {
  it('is keyed by the change', () => expect(locationChangeWorkflowId('c1')).toBe('location-change:c1'));
});
