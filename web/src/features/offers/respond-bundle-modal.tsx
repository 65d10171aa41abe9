import {
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  SegmentedControl,
  Skeleton,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { formatCents } from '../../../../domain/money.ts';
import { isApiError } from '../../api/client.ts';
import { errorMessageOf } from '../../ui/notify.ts';
import { checkBundleResponse, type BundleRespondForm, type VariantForm } from './bundle-respond-body.ts';
import { useOfferDetail, type BundleVariant } from './offer-detail-api.ts';
import { offersApi, type OfferRow } from './offers-api.ts';
import type { OutcomeFlag } from './outcome-flag.ts';
import { useOfferMove } from './use-offer-move.ts';

type Props = { row: OfferRow; onClose: () => void; onOutcome: (fl: OutcomeFlag | undefined) => void };

function VariantRows({
  variants,
  form,
  counter,
  onChange,
}: {
  variants: BundleVariant[];
  form: VariantForm[];
  counter: boolean;
  onChange: (index: number, change: Partial<VariantForm>) => void;
}) {
  return variants.map((v, index) => (
    <Table.Tr key={v.id} data-testid="respond-variant">
      <Table.Td>
        <Checkbox
          aria-label={`Choose ${v.name}`}
          checked={form[index]?.chosen ?? false}
          onChange={(e) => onChange(index, { chosen: e.currentTarget.checked })}
          data-testid="respond-variant-chosen"
        />
      </Table.Td>
      <Table.Td>{`${v.name} ${v.strength}`}</Table.Td>
      <Table.Td ta="right">{`${formatCents(v.price_cents)} × ${v.quantity}`}</Table.Td>
      {counter && (
        <>
          <Table.Td>
            <TextInput
              size="xs"
              w={90}
              leftSection="$"
              aria-label={`Counter price for ${v.name}`}
              value={form[index]?.price ?? ''}
              onChange={(e) => onChange(index, { price: e.currentTarget.value })}
              data-testid="respond-variant-price"
            />
          </Table.Td>
          <Table.Td>
            <NumberInput
              size="xs"
              w={80}
              min={1}
              allowDecimal={false}
              aria-label={`Counter quantity for ${v.name}`}
              value={form[index]?.quantity ?? ''}
              onChange={(quantity) => onChange(index, { quantity })}
              data-testid="respond-variant-quantity"
            />
          </Table.Td>
        </>
      )}
    </Table.Tr>
  ));
}

/** The pharmacy's respond modal of a bundle offer (§7 POST /bundle_offers/{id}/respond): choose variants, counter their prices, or decline. */
export function RespondBundleBody({ row, onClose, onOutcome }: Props) {
  const { query, bundle } = useOfferDetail('bundle', row.id);
  const move = useOfferMove(onOutcome);
  const [response, setResponse] = useState<BundleRespondForm['response']>('accepted');
  const [variants, setVariants] = useState<VariantForm[] | null>(null);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  if (query.isPending) return <Skeleton height={160} />;
  if (!bundle) return <Alert color="red">{errorMessageOf(query.error)}</Alert>;
  const form = variants ?? bundle.variants.map((v) => ({ id: v.id, chosen: true, price: '', quantity: '' }));
  const change = (index: number, c: Partial<VariantForm>) =>
    setVariants(form.map((v, i) => (i === index ? { ...v, ...c } : v)));

  function submit() {
    const checked = checkBundleResponse({ response, variants: form, note });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    move.mutate(() => offersApi.respondBundle(row.id, checked.body), {
      onError: (error) => isApiError(error) && setErrors(error.fieldErrors),
    });
  }
  const firstError = Object.values(errors)[0]?.[0];
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack>
        <Text size="sm">{`Bundle offer #${row.number} from ${row.counterparty.name}: ${row.price} for ${bundle.variants.length} product(s).`}</Text>
        <SegmentedControl
          value={response}
          onChange={setResponse}
          data={[
            { value: 'accepted', label: 'Accept' },
            { value: 'counter', label: 'Counter' },
            { value: 'declined', label: 'Decline' },
          ]}
          data-testid="respond-bundle-response"
        />
        {response !== 'declined' && (
          <Table data-testid="respond-bundle-variants">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Choose</Table.Th>
                <Table.Th>Product</Table.Th>
                <Table.Th ta="right">Offered</Table.Th>
                {response === 'counter' && (
                  <>
                    <Table.Th>Counter price</Table.Th>
                    <Table.Th>Qty</Table.Th>
                  </>
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <VariantRows
                variants={bundle.variants}
                form={form}
                counter={response === 'counter'}
                onChange={change}
              />
            </Table.Tbody>
          </Table>
        )}
        <Textarea
          label="Note (optional)"
          maxLength={1000}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        {firstError && (
          <Alert color="red" data-testid="respond-bundle-error">
            {firstError}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button
            type="submit"
            loading={move.isPending}
            color={response === 'declined' ? 'red' : undefined}
            data-testid="respond-submit"
          >
            {response === 'accepted'
              ? 'Accept chosen'
              : response === 'counter'
                ? 'Send counter offer'
                : 'Decline bundle'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
