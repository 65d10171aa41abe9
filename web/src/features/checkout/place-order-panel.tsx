import { Alert, Button, Checkbox, List, Stack, Textarea } from '@mantine/core';
import type { PlaceOrderGate } from './place-order-gate.ts';

type Props = {
  gate: PlaceOrderGate;
  certified: boolean;
  memo: string;
  pending: boolean;
  onCertified: (value: boolean) => void;
  onMemo: (value: string) => void;
  onPlace: () => void;
  /** Why the last attempt was refused (a declined card, a rule unmet): shown until dismissed. */
  refusal: string | null;
  onDismissRefusal: () => void;
};

/**
 * The certification checkbox and the place-order button (pharmacy-side §4 Checkout), or the
 * 'no valid payment' block when the chosen payment method cannot be used. The button is disabled
 * while a rule is unmet (the reasons are listed) and while the order is being placed.
 */
export function PlaceOrderPanel(props: Props) {
  const { gate, certified, memo, pending, onCertified, onMemo, onPlace, refusal, onDismissRefusal } = props;
  return (
    <Stack gap="sm">
      {refusal && (
        <Alert
          color="red"
          title="Your order was not placed"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={onDismissRefusal}
          data-testid="place-order-refusal"
        >
          {refusal}
        </Alert>
      )}
      <Textarea
        label="Memo (optional)"
        maxLength={1000}
        autosize
        minRows={2}
        value={memo}
        onChange={(e) => onMemo(e.currentTarget.value)}
        data-testid="order-memo"
      />
      <Checkbox
        checked={certified}
        onChange={(e) => onCertified(e.currentTarget.checked)}
        label="I certify that this order is for my licensed pharmacy, that the products are for dispensing under its licences, and that the ship-to address is a licensed location."
        data-testid="certification"
      />
      {gate.noValidPayment ? (
        <Alert color="red" title="No valid payment method" data-testid="no-valid-payment">
          Choose a payment method this supplier accepts for this order, or verify your bank account.
        </Alert>
      ) : (
        <Button
          size="md"
          onClick={onPlace}
          disabled={!gate.enabled || pending}
          loading={pending}
          data-testid="place-order"
        >
          Place order
        </Button>
      )}
      {gate.reasons.length > 0 && (
        <List size="sm" c="dimmed" data-testid="place-order-reasons">
          {gate.reasons.map((r) => (
            <List.Item key={r}>{r}</List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
