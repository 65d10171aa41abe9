/** The identity area's answers: the caller, access tokens and locations, as schemas and serializers. */
import { z } from 'zod';
import type { LocationExtras } from '../../../db/queries/location-details.ts';
import type { LocationAddress } from '../../../db/queries/locations.ts';
import type { Caller } from '../../../domain/identity/caller.ts';
import { iso } from '../../contract/wire-format.ts';

/** The caller as the SPA and CLI read it (login, users/me); the CSRF token only for a browser session. */
export const SessionSchema = z
  .strictObject({
    user: z.strictObject({
      id: z.uuid(),
      email: z.string(),
      first_name: z.string(),
      last_name: z.string(),
      role: z.enum(['admin', 'member', 'operator']),
    }),
    account: z.strictObject({
      id: z.uuid(),
      kind: z.enum(['pharmacy', 'supplier', 'support']),
      name: z.string(),
      master_account_id: z.uuid().nullable(),
      /** Where the account's days begin: date-range filters read its calendar. */
      time_zone: z.string(),
    }),
    csrf_token: z.string().optional(),
  })
  .meta({ id: 'Session' });

export function serializeCaller(caller: Caller): z.input<typeof SessionSchema> {
  return {
    user: {
      id: caller.user.id,
      email: caller.user.email,
      first_name: caller.user.firstName,
      last_name: caller.user.lastName,
      role: caller.user.role,
    },
    account: {
      id: caller.account.id,
      kind: caller.account.kind,
      name: caller.account.name,
      master_account_id: caller.account.masterAccountId,
      time_zone: caller.account.timeZone,
    },
    ...(caller.via.kind === 'session' ? { csrf_token: caller.via.csrfToken } : {}),
  };
}

export const AccessTokenSchema = z
  .strictObject({
    id: z.uuid(),
    name: z.string(),
    prefix: z.string(),
    created_at: z.iso.datetime(),
    last_used_at: z.iso.datetime().nullable(),
    /** Every token ends (90 days by default, a year at most). */
    expires_at: z.iso.datetime(),
  })
  .meta({ id: 'AccessToken' });

type TokenRow = {
  id: string;
  name: string;
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  expiresAt: Date;
};

export function serializeAccessToken(t: TokenRow): z.input<typeof AccessTokenSchema> {
  return {
    id: t.id,
    name: t.name,
    prefix: t.prefix,
    created_at: t.createdAt.toISOString(),
    last_used_at: iso(t.lastUsedAt),
    expires_at: t.expiresAt.toISOString(),
  };
}

export const AccessTokensSchema = z.strictObject({ data: z.array(AccessTokenSchema) });

/** A new token: the row and, this once, the secret itself. */
export const CreatedAccessTokenSchema = AccessTokenSchema.extend({ token: z.string() }).meta({
  id: 'CreatedAccessToken',
});

/** `POST /password/set`: done, and the email to sign in with. */
export const PasswordSetSchema = z
  .strictObject({ message: z.string(), email: z.string() })
  .meta({ id: 'PasswordSet' });

/** A pharmacy location with its address and default flags (pharmacy-side §3 Location). */
export const LocationSchema = z
  .strictObject({
    id: z.uuid(),
    name: z.string(),
    address1: z.string(),
    address2: z.string().nullable(),
    city: z.string(),
    state_id: z.number().int(),
    state: z.string(),
    zipcode: z.string(),
    phone: z.string().nullable(),
    default: z.boolean(),
    default_billing: z.boolean(),
    gln_number: z.string().nullable(),
    sgln_number: z.string().nullable(),
    /** 'pending' while a move of the store waits for support (pharmacy-side §4); else 'approved'. */
    status: z.enum(['approved', 'pending']),
    pending_change: z
      .strictObject({
        id: z.uuid(),
        address1: z.string(),
        address2: z.string().nullable(),
        city: z.string(),
        state_id: z.number().int(),
        zipcode: z.string(),
        requested_at: z.iso.datetime({ offset: true }),
      })
      .nullable(),
    bank_account_ids: z.array(z.uuid()),
    credit_card_ids: z.array(z.uuid()),
    can_add_payment_methods: z.boolean(),
  })
  .meta({ id: 'Location' });

/** A location's address with its links and pending move; `caller` decides whether it may link methods. */
export function serializeLocation(
  l: LocationAddress,
  extras: LocationExtras | undefined,
  caller: Caller,
): z.input<typeof LocationSchema> {
  const move = extras?.pendingMove ?? null;
  return {
    id: l.id,
    name: l.name,
    address1: l.address1,
    address2: l.address2,
    city: l.city,
    state_id: l.stateId,
    state: l.stateCode,
    zipcode: l.zipcode,
    phone: l.phone,
    default: l.isDefaultShipping,
    default_billing: l.isDefaultBilling,
    gln_number: l.glnNumber,
    sgln_number: l.sglnNumber,
    status: move ? 'pending' : 'approved',
    pending_change: move && {
      id: move.id,
      address1: move.address1,
      address2: move.address2,
      city: move.city,
      state_id: move.stateId,
      zipcode: move.zipcode,
      requested_at: move.createdAt.toISOString(),
    },
    bank_account_ids: extras?.bankAccountIds ?? [],
    credit_card_ids: extras?.cardIds ?? [],
    // Methods belong to an account: its admins link them to its own locations (docs/decisions.md).
    can_add_payment_methods: caller.user.role === 'admin' && l.accountId === caller.account.id,
  };
}

export const LocationsSchema = z.strictObject({ data: z.array(LocationSchema) });
