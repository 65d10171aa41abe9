import { Alert, Button, Card, Grid, Group, Stack, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { AnchorLink } from '../../ui/anchor-link.tsx';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { isApiError } from '../../api/client.ts';
import { errorMessageOf, notifyError, notifySuccess } from '../../ui/notify.ts';
import { AddressSection } from './address-section.tsx';
import {
  checkoutQueryKey,
  checkoutQueryOptions,
  placeOrder,
  type CheckoutSummary,
  type PaymentMethod,
} from './checkout-api.ts';
import { InfoModal } from './info-modal.tsx';
import { OrderSummary } from './order-summary.tsx';
import { PaymentSection } from './payment-section.tsx';
import { isPaymentUsable, placeOrderGate, type CheckoutChoice } from './place-order-gate.ts';
import { PlaceOrderPanel } from './place-order-panel.tsx';
import { PrefsModal } from './prefs-modal.tsx';
import { ShippingSection } from './shipping-section.tsx';
import { useShippingInfo } from './use-shipping-info.ts';
import { QueryContent } from '../../ui/query-content.tsx';

type Overrides = Partial<Omit<CheckoutChoice, 'certified'>>;

/** The user's choices over the page's defaults: the server's ship-to and method, then the user's instant-checkout prefs. */
function resolveChoice(summary: CheckoutSummary, o: Overrides, certified: boolean): CheckoutChoice {
  const preferred = summary.prefs.payment_method;
  const cards = summary.payment_methods.card.cards.filter((c) => !c.expired);
  const banks = summary.payment_methods.bank_transfer.accounts;
  return {
    shipLocationId: o.shipLocationId ?? summary.ship_location_id,
    billLocationId: o.billLocationId ?? summary.bill_location_id,
    shippingMethod: o.shippingMethod ?? summary.shipping.method,
    paymentMethod:
      o.paymentMethod ?? (preferred && isPaymentUsable(summary, preferred) ? preferred : 'pay_offline'),
    cardId: o.cardId ?? cards[0]?.id ?? null,
    bankAccountId: o.bankAccountId ?? (banks.find((b) => b.verified) ?? banks[0])?.id ?? null,
    certified,
  };
}

/** Checkout with one supplier (pharmacy-side §4 Checkout, Shipping choice). */
export function CheckoutPage({ supplierId, userId }: { supplierId: string; userId: string }) {
  const [overrides, setOverrides] = useState<Overrides>({});
  // One key per page visit: a double click or a retry after a lost answer cannot place twice.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const query = useQuery(
    checkoutQueryOptions(supplierId, {
      shipLocationId: overrides.shipLocationId ?? undefined,
      shippingMethod: overrides.shippingMethod ?? undefined,
    }),
  );
  return (
    <QueryContent query={query} errorTitle="Could not load checkout">
      {(summary) => (
        <CheckoutForm
          summary={summary}
          userId={userId}
          idempotencyKey={idempotencyKey}
          overrides={overrides}
          onOverrides={(patch) => setOverrides((o) => ({ ...o, ...patch }))}
        />
      )}
    </QueryContent>
  );
}

type FormProps = {
  summary: CheckoutSummary;
  userId: string;
  idempotencyKey: string;
  overrides: Overrides;
  onOverrides: (patch: Overrides) => void;
};

function CheckoutForm({ summary, userId, idempotencyKey, overrides, onOverrides: set }: FormProps) {
  const supplierId = summary.supplier.id;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // What the buyer types here; the choices above come from the server's defaults plus `overrides`.
  const form = useForm({ initialValues: { certified: false, memo: '' } });
  const { certified, memo } = form.values;
  const [modal, setModal] = useState<'info' | 'prefs' | null>(null);
  const choice = resolveChoice(summary, overrides, certified);
  const ship = summary.addresses.find((a) => a.id === choice.shipLocationId);
  const shipping = useShippingInfo({
    supplierId,
    userId,
    zip: ship?.zipcode ?? null,
    method: choice.shippingMethod,
    summary,
  });

  const [refusal, setRefusal] = useState<string | null>(null);
  const place = useMutation({
    mutationFn: (c: CheckoutChoice) =>
      placeOrder(
        supplierId,
        {
          ship_location_id: c.shipLocationId!,
          bill_location_id: c.billLocationId!,
          payment_method: c.paymentMethod!,
          ...(c.paymentMethod === 'card' && c.cardId ? { payment_card_id: c.cardId } : {}),
          ...(c.paymentMethod === 'bank_transfer' && c.bankAccountId
            ? { bank_account_id: c.bankAccountId }
            : {}),
          shipping_method: c.shippingMethod!,
          certification: c.certified,
          ...(memo.trim() ? { memo: memo.trim() } : {}),
        },
        idempotencyKey,
      ),
    onSuccess: async ({ message, order }) => {
      notifySuccess(message);
      await queryClient.invalidateQueries({ queryKey: ['cart'] });
      await navigate({ to: '/pharmacy/orders/$orderId', params: { orderId: order.id } });
    },
    onError: async (error) => {
      // A refusal (a declined card, a rule unmet) stays on the page beside the button until dismissed.
      if (isApiError(error) && error.status < 500) setRefusal(errorMessageOf(error));
      else notifyError(error);
      await queryClient.invalidateQueries({ queryKey: checkoutQueryKey(supplierId) });
    },
  });

  const gate = placeOrderGate(summary, choice);
  const totals = summary.totals[choice.paymentMethod ?? 'pay_offline'];

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>Checkout: {summary.supplier.name}</Title>
        <Group gap="xs">
          <Button variant="subtle" onClick={() => setModal('info')} data-testid="open-info">
            Supplier information
          </Button>
          <Button variant="subtle" onClick={() => setModal('prefs')} data-testid="open-prefs">
            Instant-checkout defaults
          </Button>
        </Group>
      </Group>
      {!summary.approved && (
        <Alert color="red" data-testid="checkout-approval-message">
          {summary.approval_message}
        </Alert>
      )}
      {summary.lines.length === 0 && (
        <Alert color="gray" data-testid="checkout-empty">
          Your cart with this supplier is empty.{' '}
          <AnchorLink to="/pharmacy/marketplace">Browse the marketplace</AnchorLink>
        </Alert>
      )}
      {!summary.minimums.met && summary.minimums.message && (
        <Alert color="yellow" data-testid="minimums-notice">
          {summary.minimums.message}
        </Alert>
      )}
      <Grid>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card withBorder>
            <Stack gap="lg">
              <AddressSection
                addresses={summary.addresses}
                shipId={choice.shipLocationId}
                billId={choice.billLocationId}
                poBoxNotice={summary.po_box_notice}
                onShip={(id) => set({ shipLocationId: id })}
                onBill={(id) => set({ billLocationId: id })}
              />
              <ShippingSection
                options={shipping.options}
                method={choice.shippingMethod}
                fee={shipping.fee}
                warning={summary.shipping.warning}
                cutoff={shipping.cutoff}
                vacationTimes={shipping.vacationTimes}
                onMethod={(m) => set({ shippingMethod: m })}
              />
              <PaymentSection
                methods={summary.payment_methods}
                method={choice.paymentMethod}
                cardId={choice.cardId}
                bankAccountId={choice.bankAccountId}
                onMethod={(m: PaymentMethod) => set({ paymentMethod: m })}
                onCard={(id) => set({ cardId: id })}
                onBankAccount={(id) => set({ bankAccountId: id })}
              />
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card withBorder>
            <Stack>
              <OrderSummary lines={summary.lines} totals={totals} />
              <PlaceOrderPanel
                gate={gate}
                certified={certified}
                memo={memo}
                pending={place.isPending || place.isSuccess}
                onCertified={(value) => form.setFieldValue('certified', value)}
                onMemo={(value) => form.setFieldValue('memo', value)}
                onPlace={() => {
                  setRefusal(null);
                  place.mutate(choice);
                }}
                refusal={refusal}
                onDismissRefusal={() => setRefusal(null)}
              />
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
      <InfoModal
        opened={modal === 'info'}
        onClose={() => setModal(null)}
        supplier={summary.supplier.name}
        info={summary.info}
      />
      {modal === 'prefs' && (
        <PrefsModal
          opened
          onClose={() => setModal(null)}
          supplier={summary.supplier}
          prefs={summary.prefs}
          options={shipping.options}
        />
      )}
    </Stack>
  );
}
