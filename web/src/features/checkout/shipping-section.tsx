import { Alert, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { formatCents } from '../../../../domain/money.ts';
import type { TransitOption, VacationTime } from './checkout-api.ts';

type Props = {
  options: TransitOption[];
  method: string | null;
  fee: { shipping_costs: number; message: string };
  warning: string | null;
  cutoff: { cutoff_message: string; cutoff_past: boolean };
  vacationTimes: VacationTime[];
  onMethod: (method: string) => void;
};

/**
 * Shipping choice (pharmacy-side §4): each method with its delivery date as Today, Tomorrow or a
 * weekday, the fee (free from the supplier's threshold), the cut-off notice, the allowed-method
 * warning and the supplier's vacation times (they shift ship dates, they do not block ordering).
 */
export function ShippingSection({ options, method, fee, warning, cutoff, vacationTimes, onMethod }: Props) {
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Shipping
      </Title>
      <Text size="sm" c={cutoff.cutoff_past ? 'orange' : 'dimmed'} data-testid="cutoff-message">
        {cutoff.cutoff_message}
      </Text>
      {vacationTimes.map((v) => (
        <Alert
          key={`${v.name}-${v.start_date}`}
          color="blue"
          title={`${v.name}: ${v.start_date} to ${v.end_date}`}
          data-testid="vacation-notice"
        >
          {v.notes ?? 'The supplier does not ship during this time.'}
        </Alert>
      ))}
      <Radio.Group value={method} onChange={onMethod} name="shipping_method" data-testid="shipping-methods">
        <Stack gap={6}>
          {options.map((o) => (
            <Radio
              key={o.service_type}
              value={o.service_type}
              data-testid={`shipping-${o.service_type}`}
              label={
                <Group gap="xs">
                  <Text fw={600}>{o.label}</Text>
                  <Text size="sm">
                    {o.name} · by {o.delivery_time}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {o.fee === 0 ? 'Free' : formatCents(o.fee)}
                  </Text>
                </Group>
              }
            />
          ))}
          {options.length === 0 && <Text c="dimmed">This supplier has no shipping methods set up.</Text>}
        </Stack>
      </Radio.Group>
      {fee.message && (
        <Text size="sm" c="green" data-testid="shipping-fee-message">
          {fee.message}
        </Text>
      )}
      {warning && (
        <Alert color="yellow" data-testid="shipping-warning">
          {warning}
        </Alert>
      )}
    </Stack>
  );
}
