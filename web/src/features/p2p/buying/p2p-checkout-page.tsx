import { Alert, Button, Card, Grid, Group, Radio, Select, Stack, Table, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { cardLabel } from '../../../ui/saved-card.ts';
import { formatCents } from '../../../../../domain/money.ts';
import { P2pPlaceOrderBodySchema, type P2pPlaceOrderBody } from '../../../../../domain/p2p/p2p-checkout.ts';
import { isApiError } from '../../../api/client.ts';
import { errorMessageOf, notifyError, notifySuccess } from '../../../ui/notify.ts';
import { FirstOrderModals } from './first-order-modals.tsx';
import { p2pCheckoutQueryKey, p2pCheckoutQueryOptions, placeP2pOrder, type P2pCheckout } from './p2p-api.ts';
import { QueryContent } from '../../../ui/query-content.tsx';

/** The p2p checkout with one pharmacy seller (issue 13; pharmacy-side §4 first p2p order). */
export function P2pCheckoutPage({ sellerId }: { sellerId: string }) {
  const [choice, setChoice] = useState<{ shipLocationId?: string; shippingMethod?: string }>({});
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const query = useQuery(p2pCheckoutQueryOptions(sellerId, choice));
  return (
    <QueryContent query={query} errorTitle="Could not load checkout">
      {(summary) => (
        <P2pCheckoutForm
          summary={summary}
          idempotencyKey={idempotencyKey}
          onChoice={(patch) => setChoice((c) => ({ ...c, ...patch }))}
        />
      )}
    </QueryContent>
  );
}

type FormProps = {
  summary: P2pCheckout;
  idempotencyKey: string;
  onChoice: (patch: { shipLocationId?: string; shippingMethod?: string }) => void;
};

function P2pCheckoutForm({ summary, idempotencyKey, onChoice }: FormProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const sellerId = summary.seller.id;
  const [acknowledged, setAcknowledged] = useState(summary.acknowledged);
  const form = useForm<Partial<P2pPlaceOrderBody>>({
    mode: 'controlled',
    initialValues: {
      ship_location_id: summary.ship_location_id ?? undefined,
      payment_card_id: summary.cards.find((c) => !c.expired)?.id,
      shipping_method: summary.shipping.method ?? undefined,
      reason_code: undefined,
    },
    validate: schemaResolver(P2pPlaceOrderBodySchema, { sync: true }),
    validateInputOnChange: true,
  });
  const [refusal, setRefusal] = useState<string | null>(null);
  const place = useMutation({
    mutationFn: (body: P2pPlaceOrderBody) => placeP2pOrder(sellerId, body, idempotencyKey),
    onSuccess: async ({ message, order }) => {
      notifySuccess(message);
      await queryClient.invalidateQueries({ queryKey: ['cart'] });
      await navigate({ to: '/pharmacy/orders/$orderId', params: { orderId: order.id } });
    },
    onError: async (error) => {
      if (isApiError(error) && error.status < 500) setRefusal(errorMessageOf(error));
      else notifyError(error);
      await queryClient.invalidateQueries({ queryKey: p2pCheckoutQueryKey(sellerId) });
    },
  });
  const valid = P2pPlaceOrderBodySchema.safeParse(form.values).success;
  const canPlace =
    acknowledged && valid && summary.lines.length > 0 && summary.lines.every((l) => l.available);

  return (
    <Stack>
      {!acknowledged && <FirstOrderModals onAcknowledged={() => setAcknowledged(true)} />}
      <Title order={1}>
        Pharmacy-to-pharmacy checkout: {summary.seller.name}
        {summary.seller.state ? ` (${summary.seller.state})` : ''}
      </Title>
      <form
        onSubmit={form.onSubmit((values) => {
          setRefusal(null);
          place.mutate(P2pPlaceOrderBodySchema.parse(values));
        })}
      >
        <Grid>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack>
              <LinesCard summary={summary} />
              <Select
                label="Ship to"
                data={summary.addresses.map((a) => ({
                  value: a.id,
                  label: `${a.name}: ${a.address1}, ${a.city} ${a.state}`,
                }))}
                {...form.getInputProps('ship_location_id')}
                onChange={(value: string | null) => {
                  form.setFieldValue('ship_location_id', value ?? undefined);
                  if (value) onChoice({ shipLocationId: value });
                }}
                data-testid="p2p-ship-to"
              />
              <ShippingChoice
                summary={summary}
                value={form.values.shipping_method ?? null}
                onChange={(method) => {
                  form.setFieldValue('shipping_method', method);
                  onChoice({ shippingMethod: method });
                }}
              />
              <Select
                label="Card"
                placeholder={summary.cards.length ? 'Choose a card' : 'Add a card under Payment methods'}
                data={summary.cards.map((c) => ({
                  value: c.id,
                  label: cardLabel(c),
                  disabled: c.expired,
                }))}
                {...form.getInputProps('payment_card_id')}
                data-testid="p2p-card"
              />
              <Select
                label="Reason for this purchase"
                placeholder="Choose a reason"
                required
                data={summary.reason_codes.map((r) => ({ value: r.code, label: r.label }))}
                {...form.getInputProps('reason_code')}
                data-testid="p2p-reason"
              />
              <Alert color="yellow" data-testid="p2p-warning">
                {summary.warning}
              </Alert>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Card withBorder>
              <Stack gap="xs">
                <Row label="Items" cents={summary.totals.item_total_cents} />
                <Row label="Shipping" cents={summary.totals.shipping_cents} />
                <Row label="Total" cents={summary.totals.total_cents} strong testId="p2p-total" />
                {refusal && (
                  <Alert
                    color="red"
                    withCloseButton
                    onClose={() => setRefusal(null)}
                    data-testid="p2p-refusal"
                  >
                    {refusal}
                  </Alert>
                )}
                <Button
                  type="submit"
                  disabled={!canPlace}
                  loading={place.isPending}
                  data-testid="p2p-place-order"
                >
                  Place order
                </Button>
                {!acknowledged && (
                  <Text size="xs" c="dimmed">
                    Read and acknowledge the p2p terms to place your first p2p order.
                  </Text>
                )}
              </Stack>
            </Card>
          </Grid.Col>
        </Grid>
      </form>
    </Stack>
  );
}

function Row({
  label,
  cents,
  strong,
  testId,
}: {
  label: string;
  cents: number;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <Group justify="space-between">
      <Text fw={strong ? 700 : 400}>{label}</Text>
      <Text fw={strong ? 700 : 400} data-testid={testId}>
        {formatCents(cents)}
      </Text>
    </Group>
  );
}

function LinesCard({ summary }: { summary: P2pCheckout }) {
  if (summary.lines.length === 0)
    return <Alert data-testid="p2p-empty">Your cart with {summary.seller.name} is empty.</Alert>;
  return (
    <Table data-testid="p2p-lines">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Product</Table.Th>
          <Table.Th ta="right">Qty</Table.Th>
          <Table.Th ta="right">Total</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {summary.lines.map((l) => (
          <Table.Tr key={l.id}>
            <Table.Td>
              {l.name} {l.strength}
              {!l.available && (
                <Text size="xs" c="red">
                  No longer available from this seller
                </Text>
              )}
            </Table.Td>
            <Table.Td ta="right">{l.quantity}</Table.Td>
            <Table.Td ta="right">{formatCents(l.total_cents)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The seller's methods with their delivery dates (its cut-offs and holidays) and fees. */
function ShippingChoice({
  summary,
  value,
  onChange,
}: {
  summary: P2pCheckout;
  value: string | null;
  onChange: (m: string) => void;
}) {
  return (
    <Radio.Group label="Shipping" value={value} onChange={onChange} data-testid="p2p-shipping">
      <Stack gap={6} mt="xs">
        {summary.shipping.options.map((o) => (
          <Radio
            key={o.service_type}
            value={o.service_type}
            data-testid={`p2p-shipping-${o.service_type}`}
            label={`${o.label} (${o.delivery_date}) · ${o.name} · by ${o.delivery_time} · ${formatCents(o.fee_cents)}`}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
