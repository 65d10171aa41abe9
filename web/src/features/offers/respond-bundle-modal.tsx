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
import { useForm, type UseFormReturnType } from '@mantine/form';
import { formatCents } from '../../../../domain/money.ts';
import { errorMessageOf } from '../../ui/notify.ts';
import { firstMessages, putFieldErrors } from '../../ui/server-errors.ts';
import { checkBundleResponse, type BundleRespondForm } from './bundle-respond-body.ts';
import { useOfferDetail, type BundleOfferDetail, type BundleVariant } from './offer-detail-api.ts';
import { offersApi, type OfferRow } from './offers-api.ts';
import type { OutcomeFlag } from './outcome-flag.ts';
import { useOfferMove } from './use-offer-move.ts';

type Props = { row: OfferRow; onClose: () => void; onOutcome: (fl: OutcomeFlag | undefined) => void };

function VariantRows({
  variants,
  form,
}: {
  variants: BundleVariant[];
  form: UseFormReturnType<BundleRespondForm>;
}) {
  const counter = form.values.response === 'counter';
  return variants.map((v, index) => (
    <Table.Tr key={v.id} data-testid="respond-variant">
      <Table.Td>
        <Checkbox
          aria-label={`Choose ${v.name}`}
          {...form.getInputProps(`variants.${index}.chosen`, { type: 'checkbox' })}
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
              {...form.getInputProps(`variants.${index}.price`)}
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
              {...form.getInputProps(`variants.${index}.quantity`)}
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
  if (query.isPending) return <Skeleton height={160} />;
  if (!bundle) return <Alert color="red">{errorMessageOf(query.error)}</Alert>;
  return <RespondBundleForm row={row} bundle={bundle} onClose={onClose} onOutcome={onOutcome} />;
}

/** The form itself, once the bundle's variants are known (every variant chosen to begin with). */
function RespondBundleForm({ row, bundle, onClose, onOutcome }: Props & { bundle: BundleOfferDetail }) {
  const move = useOfferMove(onOutcome);
  const form = useForm<BundleRespondForm>({
    initialValues: {
      response: 'accepted',
      variants: bundle.variants.map((v) => ({ id: v.id, chosen: true, price: '', quantity: '' })),
      note: '',
    },
    validate: (values) => {
      const checked = checkBundleResponse(values);
      return checked.ok ? {} : firstMessages(checked.errors);
    },
  });
  const response = form.values.response;

  function submit(values: BundleRespondForm) {
    const checked = checkBundleResponse(values);
    if (!checked.ok) return; // validate above has put its messages on the fields
    move.mutate(() => offersApi.respondBundle(row.id, checked.body), {
      onError: (error) => putFieldErrors(form, error),
    });
  }
  // 'Choose at least one variant' belongs to the table as a whole, not to one field.
  const tableError = form.errors.variants;
  return (
    <form onSubmit={form.onSubmit(submit)}>
      <Stack>
        <Text size="sm">{`Bundle offer #${row.number} from ${row.counterparty.name}: ${row.price} for ${bundle.variants.length} product(s).`}</Text>
        <SegmentedControl
          data={[
            { value: 'accepted', label: 'Accept' },
            { value: 'counter', label: 'Counter' },
            { value: 'declined', label: 'Decline' },
          ]}
          {...form.getInputProps('response')}
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
              <VariantRows variants={bundle.variants} form={form} />
            </Table.Tbody>
          </Table>
        )}
        <Textarea label="Note (optional)" maxLength={1000} {...form.getInputProps('note')} />
        {tableError && (
          <Alert color="red" data-testid="respond-bundle-error">
            {tableError}
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
