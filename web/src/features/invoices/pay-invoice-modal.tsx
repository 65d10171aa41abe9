import { Alert, Button, Group, Loader, Modal, Radio, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../api/client.ts';
import { errorMessageOf, notifyError, notifySuccess } from '../../ui/notify.ts';
import { balanceKey, payInvoice, paymentMethodsQueryOptions, type PayBody } from './invoices-api.ts';

export type PayableInvoice = { id: string; number: number; remaining: string; supplier: { name: string } };

const newKey = () => crypto.randomUUID();

function bodyOf(choice: string): PayBody {
  const [kind, id] = choice.split(':') as ['card' | 'bank', string];
  return kind === 'card'
    ? { payment_method: 'card', payment_card_id: id }
    : { payment_method: 'bank_transfer', bank_account_id: id };
}

/**
 * Pays an invoice with a saved card or bank account (issue 4 "paying an invoice with a saved
 * method"). One Idempotency-Key per attempt: kept when the network failed (the retry is the same
 * attempt), renewed when the server answered or the method changes.
 */
export function PayInvoiceModal({
  invoice,
  onClose,
}: {
  invoice: PayableInvoice | null;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const methods = useQuery({ ...paymentMethodsQueryOptions(), enabled: invoice !== null });
  const [choice, setChoice] = useState<string | null>(null);
  const [key, setKey] = useState(newKey);
  // Why the last payment was refused (a declined card): stays in the modal until dismissed.
  const [refusal, setRefusal] = useState<string | null>(null);
  const pay = useMutation({
    mutationFn: () => payInvoice(invoice!.id, bodyOf(choice!), key),
    onSuccess: async (result) => {
      notifySuccess(result.message);
      setKey(newKey());
      onClose();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: balanceKey }),
        queryClient.invalidateQueries({ queryKey: ['orders'] }),
      ]);
    },
    onError: (error) => {
      if (isApiError(error)) setKey(newKey());
      if (isApiError(error) && error.status < 500) setRefusal(errorMessageOf(error));
      else notifyError(error);
    },
  });
  const cards = (methods.data?.cards ?? []).filter((c) => !c.expired);
  const banks = methods.data?.bank_accounts ?? [];
  return (
    <Modal
      opened={invoice !== null}
      onClose={onClose}
      title={invoice ? `Pay invoice #${invoice.number}` : ''}
      data-testid="pay-invoice-modal"
    >
      {invoice && (
        <Stack>
          <Text size="sm">
            {invoice.supplier.name}: <b>{invoice.remaining}</b>
          </Text>
          {refusal && (
            <Alert
              color="red"
              title="The invoice was not paid"
              withCloseButton
              closeButtonLabel="Dismiss"
              onClose={() => setRefusal(null)}
              data-testid="pay-invoice-refusal"
            >
              {refusal}
            </Alert>
          )}
          {methods.isPending && <Loader size="sm" />}
          {methods.isError && <Alert color="red">{errorMessageOf(methods.error)}</Alert>}
          {methods.isSuccess && cards.length + banks.length === 0 && (
            <Alert color="yellow">You have no saved card or bank account.</Alert>
          )}
          <Radio.Group
            value={choice}
            onChange={(value) => {
              setChoice(value);
              setKey(newKey());
            }}
            label="Pay with"
          >
            <Stack gap="xs" mt="xs">
              {cards.map((c) => (
                <Radio
                  key={c.id}
                  value={`card:${c.id}`}
                  label={`${c.brand} ending ${c.last4} (${methods.data?.card_processor ?? 'card'})`}
                  data-testid="pay-method-card"
                />
              ))}
              {banks.map((b) => (
                <Radio
                  key={b.id}
                  value={`bank:${b.id}`}
                  label={`${b.bank_name} ending ${b.last4}${b.verified ? '' : ' (unverified: weekly sending limit applies)'}`}
                  data-testid="pay-method-bank"
                />
              ))}
            </Stack>
          </Radio.Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button
              disabled={choice === null}
              loading={pay.isPending}
              onClick={() => {
                setRefusal(null);
                pay.mutate();
              }}
              data-testid="pay-invoice-submit"
            >
              Pay {invoice.remaining}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
