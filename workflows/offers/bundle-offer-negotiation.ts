/**
 * A supplier's bundle offer to a pharmacy, from proposal to a final answer (issue 5; pharmacy-side
 * §4 Offers, kind 'bundle': the supplier proposes, the pharmacy answers): the pharmacy accepts
 * with the variants it chooses, declines or counters with its prices and quantities; the supplier
 * accepts or skips a counter, or cancels with a memo while the bundle is open; nobody answering in
 * time expires it, after a reminder to whoever must act. An accepted bundle or counter puts the
 * chosen variants in the pharmacy's cart at the agreed prices, which hold until the bundle's
 * expiry; meanwhile the pharmacy may ask to cancel and the supplier decides. The moves, the clock
 * and the checks are the individual offer's (workflows/offers/*).
 */
import { proxyActivities } from '@temporalio/workflow';
import type { Activities } from '../../activities/index.ts';
import { CLOCK_ACTIVITY_OPTIONS, MOVE_ACTIVITY_OPTIONS } from '../shared/activity-options.ts';
import type { BundleOfferNegotiationInput, NegotiationState } from './messages.ts';
import { negotiate } from './negotiate.ts';

const acts = proxyActivities<Activities>(MOVE_ACTIVITY_OPTIONS);
const clockActs = proxyActivities<Activities>(CLOCK_ACTIVITY_OPTIONS);

/** The bundle negotiation workflow, id `bundle-offer:<id>`, started by POST /bundle_offers once the row is committed. */
export async function bundleOfferNegotiationWorkflow(
  input: BundleOfferNegotiationInput,
): Promise<NegotiationState> {
  return negotiate('bundle', input.bundleOfferId, input.durations, {
    open: () => clockActs.openBundleNegotiation(input.bundleOfferId),
    record: (record) => acts.recordBundleMove(input.bundleOfferId, record),
    remind: (reminder) => clockActs.remindBundleOffer(input.bundleOfferId, reminder),
    expire: (seq) => clockActs.expireBundleOffer(input.bundleOfferId, seq),
  });
}
