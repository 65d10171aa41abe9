/**
 * The four bulk offer calls (pharmacy-side §4 Offers: bulk accept, decline, accept counter, cancel
 * counter, each for individual and bundle offers together). All or nothing, like the other bulk
 * calls (issue 10): every item must be the caller's (else 404) and its move must be allowed from
 * its current status for the caller's side (else 422 naming each refused item), before any item
 * is sent to its negotiation workflow. Only a race lost after that check (the other party moved
 * meanwhile) can still refuse an item; its outcome is reported, never hidden.
 */
import type { Database } from '../../db/client.ts';
import { findCallerNegotiations, type CallerNegotiation } from '../../db/queries/offers/offers-list.ts';
import { isDomainError, type DomainError, type ErrorCode } from '../../domain/errors.ts';
import type { Caller } from '../../domain/identity/caller.ts';
import { BULK_ACTION_MOVES, describeBulkOutcome, type BulkAction } from '../../domain/offers/bulk-outcome.ts';
import { assertMove } from '../../domain/offers/negotiation.ts';
import type { Logger } from '../../platform/logger.ts';
import type { NegotiationActor, NegotiationStatus } from '../../workflows/offers/messages.ts';
import {
  NEGOTIATION_CLOSED,
  sendNegotiationUpdate,
  type NegotiationRef,
} from '../../platform/temporal/offers.ts';

type Temporal = Parameters<typeof sendNegotiationUpdate>[0];

export type BulkOfferResult = {
  kind: 'offer' | 'bundle';
  id: string;
  /** Null when the offer is not the caller's (or does not exist). */
  number: number | null;
  ok: boolean;
  /** The status after the move, when it was applied. */
  status: NegotiationStatus | null;
  code: ErrorCode | null;
  /** Why it was refused (the validator's message), or what happened. */
  message: string;
};

/** Items sent to their workflows at once; more would only queue behind the API's Temporal connection. */
const CONCURRENCY = 4;
const NOT_FOUND = { offer: 'Offer not found', bundle: 'Bundle offer not found' } as const;
const UNEXPECTED = 'Something went wrong';

/**
 * Sends the bulk action's move (domain BULK_ACTION_MOVES): bulk_accept / bulk_decline answer as the
 * responder ('respond'), the counter ones as the initiator ('answerCounter'). A bundle accepted in
 * bulk takes every variant, since the pharmacy chose none one by one.
 */
function sendMove(
  deps: BulkDeps,
  item: CallerNegotiation,
  action: BulkAction,
  actor: NegotiationActor,
  updateId?: string,
) {
  const move = BULK_ACTION_MOVES[action];
  const ref: NegotiationRef = { kind: item.kind, id: item.id };
  const options = { updateId };
  if (move.type === 'answerCounter')
    return sendNegotiationUpdate(
      deps.temporal,
      ref,
      'answerCounter',
      { actor, status: move.status },
      options,
    );
  if (move.type !== 'respond')
    throw new Error(`bulk action ${action} is not a respond or answerCounter move`);
  const variants =
    item.kind === 'bundle' && move.response === 'accepted'
      ? { variants: item.variantIds.map((id) => ({ id, chosen: true })) }
      : {};
  return sendNegotiationUpdate(
    deps.temporal,
    ref,
    'respond',
    { actor, response: move.response, ...variants },
    options,
  );
}

type BulkDeps = { db: Database; temporal: Temporal; logger?: Logger };
type BulkInput = {
  caller: Caller;
  action: BulkAction;
  offerIds: string[];
  bundleOfferIds: string[];
  /** Prefix of each item's update id (from the request's Idempotency-Key): a retried call is the same moves. */
  updateKey?: string | undefined;
};

/**
 * A finished negotiation's workflow is gone, so the sender can only say it is closed; the row's
 * final status says why, in the negotiation rules' own words ('This offer was already declined.').
 */
function explainClosed(error: DomainError, item: CallerNegotiation, action: BulkAction): DomainError {
  if (error.detail !== NEGOTIATION_CLOSED) return error;
  try {
    assertMove({ kind: item.kind, status: item.status }, BULK_ACTION_MOVES[action], item.side);
    return error;
  } catch (refusal) {
    return isDomainError(refusal) ? refusal : error;
  }
}

async function applyOne(deps: BulkDeps, input: BulkInput, item: CallerNegotiation): Promise<BulkOfferResult> {
  const base = { kind: item.kind, id: item.id, number: item.number };
  const actor: NegotiationActor = {
    accountId: input.caller.account.id,
    userId: input.caller.user.id,
    side: item.side,
  };
  const updateId = input.updateKey ? `${input.updateKey}:${item.kind}:${item.id}` : undefined;
  try {
    const state = await sendMove(deps, item, input.action, actor, updateId);
    const done = describeBulkOutcome([{ ...base, ok: true, message: '' }], input.action).message;
    return { ...base, ok: true, status: state.status, code: null, message: done };
  } catch (error) {
    if (isDomainError(error)) {
      const refusal = explainClosed(error, item, input.action);
      return { ...base, ok: false, status: null, code: refusal.code, message: refusal.detail };
    }
    // One item's crash must not hide what the others did: report it and keep going.
    deps.logger?.error('bulk offer move failed', { kind: item.kind, id: item.id, error: String(error) });
    return { ...base, ok: false, status: null, code: null, message: UNEXPECTED };
  }
}

/** Why an item cannot be moved now (not the caller's, or not allowed from its status), or null. */
function refusalOf(
  ref: NegotiationRef,
  own: CallerNegotiation | undefined,
  action: BulkAction,
): BulkOfferResult | null {
  const failed = { ...ref, number: own?.number ?? null, ok: false, status: null };
  if (!own) return { ...failed, code: 'RESOURCE_NOT_FOUND', message: NOT_FOUND[ref.kind] };
  try {
    assertMove({ kind: own.kind, status: own.status }, BULK_ACTION_MOVES[action], own.side);
    return null;
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return { ...failed, code: error.code, message: error.detail };
  }
}

/** A bulk call refused as a whole: nothing was sent; `refused` names each item that could not move. */
export class BulkRefused extends Error {
  readonly code: 'RESOURCE_NOT_FOUND' | 'OFFER_NOT_ACTIONABLE';
  readonly refused: BulkOfferResult[];

  constructor(code: BulkRefused['code'], refused: BulkOfferResult[]) {
    super(`bulk offer call refused: ${refused.length} item(s)`);
    this.code = code;
    this.refused = refused;
  }
}

/**
 * Applies `action` to each named offer and bundle offer, all or nothing: when any id is not the
 * caller's, or any move is not allowed now, nothing is sent and BulkRefused names them (not found
 * first). Otherwise each is sent to its workflow, a few at a time, one result per id in order.
 */
export async function applyBulkOfferAction(deps: BulkDeps, input: BulkInput): Promise<BulkOfferResult[]> {
  const found = await findCallerNegotiations(deps.db, input.caller.account.id, input);
  const wanted: NegotiationRef[] = [
    ...input.offerIds.map((id) => ({ kind: 'offer' as const, id })),
    ...input.bundleOfferIds.map((id) => ({ kind: 'bundle' as const, id })),
  ];
  const ownOf = (ref: NegotiationRef) => found.find((f) => f.kind === ref.kind && f.id === ref.id);
  const refused = wanted.flatMap((ref) => refusalOf(ref, ownOf(ref), input.action) ?? []);
  const missing = refused.filter((r) => r.code === 'RESOURCE_NOT_FOUND');
  if (missing.length > 0) throw new BulkRefused('RESOURCE_NOT_FOUND', missing);
  if (refused.length > 0) throw new BulkRefused('OFFER_NOT_ACTIONABLE', refused);
  const results = new Array<BulkOfferResult>(wanted.length);
  let next = 0;
  async function work() {
    while (next < wanted.length) {
      const index = next++;
      results[index] = await applyOne(deps, input, ownOf(wanted[index]!)!);
    }
  }
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, wanted.length) }, work));
  return results;
}
