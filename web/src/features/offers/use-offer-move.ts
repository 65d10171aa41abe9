import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifyError } from '../../ui/notify.ts';
import { offersKey, type MoveAnswer } from './offers-api.ts';
import { isOutcomeFlag, type OutcomeFlag } from './outcome-flag.ts';

/**
 * One move on one offer (respond, answer a counter, cancel, decide a cancellation). On success the
 * list and the offer's cached detail are dropped and the page reloads with `fl` set to the
 * outcome (§4 Offers); a refusal toasts the server's message (§8) and nothing changes.
 */
export function useOfferMove(onOutcome: (fl: OutcomeFlag | undefined) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (send: () => Promise<MoveAnswer>) => send(),
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: offersKey });
      onOutcome(isOutcomeFlag(answer.fl) ? answer.fl : undefined);
    },
    onError: notifyError,
  });
}
