/**
 * Which changes of a location move the store (issue 23, pharmacy-side §4 "Location: an update
 * returns status pending"): the street, city, state or ZIP of an approved store waits for support,
 * because its licences and the wholesalers' approvals are tied to where it is. Everything else
 * (name, phone, second address line, defaults) applies at once.
 */
export type StoreAddress = {
  address1: string;
  address2: string | null;
  city: string;
  stateId: number;
  zipcode: string;
};

/** The fields whose change moves the store. */
export const MOVING_FIELDS = ['address1', 'city', 'stateId', 'zipcode'] as const;

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Whether `next` puts the store somewhere else than `current` (case and spacing aside). */
export function isMove(current: StoreAddress, next: Partial<StoreAddress>): boolean {
  return (
    (next.address1 !== undefined && !same(next.address1, current.address1)) ||
    (next.city !== undefined && !same(next.city, current.city)) ||
    (next.stateId !== undefined && next.stateId !== current.stateId) ||
    (next.zipcode !== undefined && next.zipcode.trim() !== current.zipcode.trim())
  );
}

/**
 * Whether a move must wait for support: only an approved store (its account active) is tied to
 * licences and approvals; a store of an account still in review simply updates.
 */
export const moveNeedsApproval = (accountStatus: string): boolean => accountStatus === 'active';

/** The workflow that waits for support's decision on one requested move. */
export const locationChangeWorkflowId = (changeId: string): string => `location-change:${changeId}`;

export type LocationChangeDecision =
  { decision: 'approve'; byUserId: string } | { decision: 'reject'; reason: string; byUserId: string };

export type LocationChangeStatus = 'pending' | 'approved' | 'rejected';
