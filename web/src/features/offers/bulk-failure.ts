/** The toast of a failed bulk call (pharmacy-side §8 bulk failures). */
import { isApiError } from '../../api/client.ts';
import { FALLBACK_ERROR_MESSAGE } from '../../ui/notify.ts';
import type { BulkOfferAction } from './offers-api.ts';

/** Our wording of the spec's translated update_product_status message (the wording is not given). */
export const UPDATE_PRODUCT_STATUS_FAILED = 'Unable to update product status.';

/**
 * §8: bulk accept and bulk decline toast the HTTP status text, or 'Something went wrong'; bulk
 * accept-counter and cancel-counter toast the update_product_status message.
 */
export function bulkFailureMessage(action: BulkOfferAction, error: unknown): string {
  if (action === 'accept_counter' || action === 'cancel_counter') return UPDATE_PRODUCT_STATUS_FAILED;
  return (isApiError(error) && error.statusText) || FALLBACK_ERROR_MESSAGE;
}
