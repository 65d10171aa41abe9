/**
 * A pharmacy's offer on a listing, from proposal to a final answer (issue 5; pharmacy-side §4
 * Offers): the seller accepts, declines or counters; the buyer accepts or skips a counter, or
 * cancels while it is open; nobody answering in time expires it, after a reminder to whoever must
 * act. An accepted offer or counter puts the item in the buyer's cart at the agreed price, which
 * holds until the offer's expiry; meanwhile the buyer may ask to cancel and the seller decides.
 */
import { proxyActivities } from '@temporalio/workflow';
import type { Activities } from '../../activities/index.ts';
import type { NegotiationState, OfferNegotiationInput } from './messages.ts';
import { negotiate } from './negotiate.ts';
import { CLOCK_ACTIVITY_OPTIONS, MOVE_ACTIVITY_OPTIONS } from '../shared/activity-options.ts';

const acts = proxyActivities<Activities>(MOVE_ACTIVITY_OPTIONS);
const clockActs = proxyActivities<Activities>(CLOCK_ACTIVITY_OPTIONS);

/** The negotiation workflow, id `offer:<offerId>`, started by POST /offers once the offer row is committed. */
export async function offerNegotiationWorkflow(input: OfferNegotiationInput): Promise<NegotiationState> {
  return negotiate('offer', input.offerId, input.durations, {
    open: () => clockActs.openOfferNegotiation(input.offerId),
    record: (record) => acts.recordOfferMove(input.offerId, record),
    remind: (reminder) => clockActs.remindOffer(input.offerId, reminder),
    expire: (seq) => clockActs.expireOffer(input.offerId, seq),
  });
}
