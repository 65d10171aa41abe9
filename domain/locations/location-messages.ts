/** The words of locations (issue 23); the spec names the states, not the sentences (docs/decisions.md). */
export const LOCATION_MESSAGES = {
  required: 'This field is required.',
  zipcode: 'Please enter a 5-digit ZIP code',
  /** The answers of a write, by its status. */
  pending: 'The new address waits for support’s approval; the store keeps its address until then.',
  updated: 'The location is updated.',
  created: 'The location is added.',
  alreadyPending: 'A change of this location’s address already waits for support’s approval.',
  alreadyDecided: 'This location change is already decided.',
  reasonRequired: 'Please give a reason for rejecting the change.',
  masterOnly: 'Only the master account’s admins can add or change locations.',
  methodNotForLocation:
    'This payment method is linked to another location; please choose one of this location’s.',
} as const;
