import { Button, Checkbox, Group, ScrollArea, Table, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import type { CardTaxForm, CardTaxStateRow } from './settings-api.ts';

type StateTableProps = { form: UseFormReturnType<CardTaxForm>; states: CardTaxStateRow[] };

/**
 * The state table of the card-processing tax page: which states take cards (by state only) and each
 * state's own rate (individual tax only). Columns of a mode not chosen are not shown (supplier-side §4).
 */
export function CardTaxStateTable({ form, states }: StateTableProps) {
  const [filter, setFilter] = useState('');
  const { accept_cards, tax_mode, cc_payment_processing_tax, accepted_states } = form.values;
  const byState = accept_cards === 'by_state';
  const individual = cc_payment_processing_tax && tax_mode === 'individual';
  if (!byState && !individual) return null;
  const needle = filter.trim().toLowerCase();
  const shown = states.filter(
    (s) => !needle || s.name.toLowerCase().includes(needle) || s.code.toLowerCase() === needle,
  );
  const accept = (code: string, on: boolean) =>
    form.setFieldValue(
      'accepted_states',
      on ? [...new Set([...accepted_states, code])].sort() : accepted_states.filter((c) => c !== code),
    );
  return (
    <>
      <Group justify="space-between">
        <TextInput
          placeholder="Find a state"
          aria-label="Find a state"
          value={filter}
          onChange={(e) => setFilter(e.currentTarget.value)}
          data-testid="state-filter"
        />
        {byState && (
          <Group gap="xs">
            <Text size="sm" c="dimmed" data-testid="accepted-count">
              {accepted_states.length} accepted
            </Text>
            <Button
              size="xs"
              variant="subtle"
              onClick={() =>
                form.setFieldValue(
                  'accepted_states',
                  states.map((s) => s.code),
                )
              }
            >
              Accept all
            </Button>
            <Button size="xs" variant="subtle" onClick={() => form.setFieldValue('accepted_states', [])}>
              Clear
            </Button>
          </Group>
        )}
      </Group>
      {form.errors.accepted_states && (
        <Text size="sm" c="red">
          {form.errors.accepted_states}
        </Text>
      )}
      <ScrollArea.Autosize mah={480}>
        <Table stickyHeader striped data-testid="card-tax-states">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>State</Table.Th>
              {byState && <Table.Th>Accept cards</Table.Th>}
              {individual && <Table.Th>Individual tax (%)</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((s) => (
              <Table.Tr key={s.code} data-testid={`state-row-${s.code}`}>
                <Table.Td>
                  {s.name} ({s.code})
                </Table.Td>
                {byState && (
                  <Table.Td>
                    <Checkbox
                      aria-label={`Accept cards in ${s.name}`}
                      checked={accepted_states.includes(s.code)}
                      onChange={(e) => accept(s.code, e.currentTarget.checked)}
                    />
                  </Table.Td>
                )}
                {individual && (
                  <Table.Td>
                    <TextInput
                      aria-label={`Individual tax for ${s.name}`}
                      inputMode="decimal"
                      maxLength={6}
                      w={110}
                      rightSection="%"
                      disabled={byState && !accepted_states.includes(s.code)}
                      value={form.values.individual_tax[s.code] ?? ''}
                      error={form.errors[`individual_tax.${s.code}`]}
                      onChange={(e) => form.setFieldValue(`individual_tax.${s.code}`, e.currentTarget.value)}
                      data-testid={`individual-tax-${s.code}`}
                    />
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </>
  );
}
