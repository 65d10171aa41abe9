import {
  Button,
  Divider,
  Group,
  Loader,
  Popover,
  ScrollArea,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { balanceQueryOptions, statsQueryOptions, type BalanceFilter, type Invoice } from './invoices-api.ts';
import { InvoiceLine, StatementList } from './invoice-list.tsx';
import { PayInvoiceModal } from './pay-invoice-modal.tsx';
import { LocationFilter } from '../sub-accounts/index.ts';

/**
 * The header's balance dropdown (pharmacy-side §2): a button with the outstanding total (GET
 * /users/me/stats), and a dropdown of open invoices filtered overall or this month, with the
 * statements expandable and a 'Pay' action per invoice. §8: when the stats fail the loader hides
 * and the dropdown still opens, without data; when the dropdown's own data fails it closes.
 */
export function BalanceDropdown() {
  const [opened, setOpened] = useState(false);
  const [filter, setFilter] = useState<BalanceFilter>('overall');
  const [locationId, setLocationId] = useState<string | undefined>();
  const [paying, setPaying] = useState<Invoice | null>(null);
  const stats = useQuery(statsQueryOptions());
  const balance = useQuery({ ...balanceQueryOptions(filter, locationId), enabled: opened });

  useEffect(() => {
    if (!balance.isError) return;
    console.warn('balance_owned failed', balance.error);
    setOpened(false);
  }, [balance.isError, balance.error]);

  const label = stats.data ? stats.data.outstanding_invoices_total : 'Balance';
  return (
    <>
      <Popover opened={opened} onChange={setOpened} width={380} position="bottom-end" shadow="md" withArrow>
        <Popover.Target>
          <Button
            variant="light"
            size="sm"
            onClick={() => setOpened((o) => !o)}
            aria-expanded={opened}
            aria-label={
              stats.data
                ? `Balance owed ${label}, ${stats.data.outstanding_invoices_count} open invoices`
                : 'Balance'
            }
            rightSection={stats.isPending ? <Loader size={12} data-testid="balance-loader" /> : null}
            data-testid="balance-button"
          >
            {label}
          </Button>
        </Popover.Target>
        <Popover.Dropdown data-testid="balance-dropdown">
          <Stack gap="sm">
            <Group justify="space-between">
              <Text fw={600}>Open invoices</Text>
              <SegmentedControl
                size="xs"
                value={filter}
                onChange={setFilter}
                data={[
                  { value: 'overall', label: 'Overall' },
                  { value: 'month', label: 'This month' },
                ]}
                data-testid="balance-filter"
              />
            </Group>
            <LocationFilter
              value={locationId}
              onChange={setLocationId}
              testId="balance-location-filter"
              w={346}
              withinPortal={false}
            />
            {balance.isPending && <Loader size="sm" />}
            {balance.data && (
              <>
                <Group justify="space-between">
                  <Text size="sm" c="dimmed">
                    {balance.data.totals.outstanding_invoices_count} open, {balance.data.totals.overdue_count}{' '}
                    overdue
                  </Text>
                  <Text size="sm" fw={700} data-testid="balance-total">
                    {balance.data.totals.outstanding_invoices_total}
                  </Text>
                </Group>
                <ScrollArea.Autosize mah={240}>
                  <Stack gap="xs">
                    {balance.data.invoices.length === 0 ? (
                      <Text size="sm" c="dimmed" data-testid="balance-empty">
                        No open invoices.
                      </Text>
                    ) : (
                      balance.data.invoices.map((invoice) => (
                        <InvoiceLine
                          key={invoice.id}
                          invoice={invoice}
                          onPay={(i) => {
                            setOpened(false);
                            setPaying(i);
                          }}
                        />
                      ))
                    )}
                  </Stack>
                </ScrollArea.Autosize>
                <Divider label="Statements" labelPosition="left" />
                <StatementList statements={balance.data.statements} />
              </>
            )}
          </Stack>
        </Popover.Dropdown>
      </Popover>
      <PayInvoiceModal invoice={paying} onClose={() => setPaying(null)} />
    </>
  );
}
