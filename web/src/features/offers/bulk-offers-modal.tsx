import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifyErrorText, notifySuccess } from '../../ui/notify.ts';
import { bulkFailureMessage } from './bulk-failure.ts';
import { BULK_LABELS, bulkIdsOf, rowsFor } from './bulk-selection.ts';
import { offersApi, offersKey, type BulkAnswer, type BulkOfferAction, type OfferRow } from './offers-api.ts';

const WILL: Record<BulkOfferAction, string> = {
  accept: 'will be accepted',
  decline: 'will be declined',
  accept_counter: 'will have their counter offer accepted',
  cancel_counter: 'will have their counter offer skipped',
};

const label = (row: OfferRow) =>
  `${row.bundle ? 'Bundle offer' : 'Offer'} #${row.number} · ${row.product?.name ?? `${row.variant_count ?? 0} products`} · ${row.counterparty.name}`;

function showAnswer(answer: BulkAnswer) {
  if (answer.results.some((r) => r.ok)) return notifySuccess(answer.message);
  notifyErrorText(answer.message);
}

type BulkOffersModalProps = {
  action: BulkOfferAction | null;
  selected: OfferRow[];
  onClose: () => void;
  /** After a successful call: clear the selection (the list reloads). */
  onDone: () => void;
};

/**
 * The bulk modals (§2 bulk accept, accept-counter and cancel modals): say what will happen to each
 * selected offer, call the bulk endpoint, toast the server's message and reload (§4).
 */
export function BulkOffersModal({ action, selected, onClose, onDone }: BulkOffersModalProps) {
  const queryClient = useQueryClient();
  const moving = action ? rowsFor(action, selected) : [];
  const left = selected.filter((r) => !moving.includes(r));
  const mutation = useMutation({
    mutationFn: (act: BulkOfferAction) => offersApi.bulk(act, bulkIdsOf(rowsFor(act, selected))),
    onSuccess: async (answer) => {
      showAnswer(answer);
      onDone();
      onClose();
      await queryClient.invalidateQueries({ queryKey: offersKey });
    },
    onError: (error, act) => notifyErrorText(bulkFailureMessage(act, error)),
  });
  return (
    <Modal
      opened={action !== null}
      onClose={onClose}
      title={action ? `${BULK_LABELS[action]} offers` : ''}
      size="lg"
      data-testid="offers-bulk-modal"
    >
      {action && (
        <Stack>
          <Text size="sm">{`${moving.length} of the ${selected.length} selected offer(s) ${WILL[action]}:`}</Text>
          <List size="sm" data-testid="offers-bulk-moving">
            {moving.map((row) => (
              <List.Item key={`${row.kind}:${row.id}`}>{label(row)}</List.Item>
            ))}
          </List>
          {left.length > 0 && (
            <>
              <Text size="sm" c="dimmed">{`Left as they are (this action does not apply to them):`}</Text>
              <List size="sm" c="dimmed" data-testid="offers-bulk-left">
                {left.map((row) => (
                  <List.Item key={`${row.kind}:${row.id}`}>{label(row)}</List.Item>
                ))}
              </List>
            </>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} data-testid="confirm-cancel">
              Cancel
            </Button>
            <Button
              loading={mutation.isPending}
              disabled={moving.length === 0}
              onClick={() => mutation.mutate(action)}
              data-testid="confirm-yes"
            >
              {BULK_LABELS[action]}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
