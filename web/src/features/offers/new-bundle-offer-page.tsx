import {
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Select,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { formatCents } from '../../../../domain/money.ts';
import { NOTE_MAX_LENGTH } from '../../../../domain/offers/respond-input.ts';
import { errorMessageOf, notifySuccess } from '../../ui/notify.ts';
import { showServerErrors } from '../../ui/server-errors.ts';
import {
  addVariant,
  bundleOfferBody,
  bundleTotalCents,
  EMPTY_BUNDLE_FORM,
  validateBundleOfferForm,
  type BundleOfferForm,
  type BundleSender,
} from './bundle-offer-form.ts';
import {
  bundleFormOptionsQueryOptions,
  createBundleOffer,
  type BundleFormOptions,
} from './bundle-offers-api.ts';
import { ListingPicker } from './bundle-listing-picker.tsx';
import { VariantsTable } from './bundle-variants-table.tsx';

const WORDS = {
  supplier: {
    party: 'Customer pharmacy',
    choose: 'Choose one of your approved customers',
    none: 'You have no approved customers yet: a bundle offer can only go to an approved customer.',
  },
  p2p: {
    party: 'Pharmacy',
    choose: 'Choose a pharmacy that has ordered from you or sent you an offer',
    none: 'No pharmacy has ordered from you or sent you an offer yet: a bundle offer goes to a pharmacy you have traded with.',
  },
} as const;

function BundleOfferFormView({ options, sender }: { options: BundleFormOptions; sender: BundleSender }) {
  const navigate = useNavigate();
  const form = useForm<BundleOfferForm>({
    initialValues: EMPTY_BUNDLE_FORM,
    validate: validateBundleOfferForm,
  });
  const send = useMutation({
    mutationFn: createBundleOffer,
    onSuccess: async ({ message }) => {
      notifySuccess(message);
      await navigate({ to: sender === 'p2p' ? '/pharmacy/offers' : '/suppliers/offers' });
    },
    onError: (error) => showServerErrors(form, error),
  });
  const variantsError = form.errors.variants;
  const variantsMessage = typeof variantsError === 'string' ? variantsError : undefined;

  return (
    <form
      onSubmit={form.onSubmit((values) => send.mutate(bundleOfferBody(values)))}
      data-testid="bundle-offer-form"
      noValidate
    >
      <Stack>
        <Select
          label={WORDS[sender].party}
          placeholder={WORDS[sender].choose}
          required
          searchable
          data={options.customers.map((c) => ({ value: c.id, label: c.name }))}
          nothingFoundMessage="No pharmacy matches."
          data-testid="bundle-customer"
          {...form.getInputProps('buyer_account_id')}
        />
        <Fieldset legend="Products">
          <Stack>
            <ListingPicker
              sender={sender}
              chosenIds={form.values.variants.map((v) => v.listing_id)}
              onPick={(listing) => form.setFieldValue('variants', addVariant(form.values.variants, listing))}
              error={variantsMessage}
            />
            <VariantsTable form={form} />
            {form.values.variants.length > 0 && (
              <Text
                size="sm"
                data-testid="bundle-total"
              >{`Bundle total: ${formatCents(bundleTotalCents(form.values.variants))}`}</Text>
            )}
          </Stack>
        </Fieldset>
        <Textarea
          label="Note"
          autosize
          minRows={2}
          maxLength={NOTE_MAX_LENGTH}
          data-testid="bundle-note"
          {...form.getInputProps('note')}
        />
        <Select
          label="Shipping method"
          placeholder="Any of your shipping methods"
          clearable
          data={options.shipping_methods.map((m) => ({ value: m.service_type, label: m.name }))}
          data-testid="bundle-shipping-method"
          {...form.getInputProps('shipping_method')}
        />
        <Checkbox
          label="Allow the pharmacy to change quantities in the cart"
          data-testid="bundle-allow-modify"
          {...form.getInputProps('allow_modify_in_cart', { type: 'checkbox' })}
        />
        <Group>
          <Button type="submit" loading={send.isPending} data-testid="send-bundle-offer">
            Send bundle offer
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The bundle offer creation page (issue 5: several variants, prices and quantities, a note, a
 * shipping method): a supplier's, or a p2p seller's of its own listings (issue 13).
 */
export function NewBundleOfferPage({ sender = 'supplier' }: { sender?: BundleSender }) {
  const query = useQuery(bundleFormOptionsQueryOptions());
  return (
    <Stack maw={960}>
      <Title order={1}>New bundle offer</Title>
      {query.isPending && <Skeleton height={360} />}
      {query.isError && <Alert color="red">{errorMessageOf(query.error)}</Alert>}
      {query.isSuccess && query.data.customers.length === 0 && (
        <Alert color="yellow" data-testid="bundle-no-customers">
          {WORDS[sender].none}
        </Alert>
      )}
      {query.isSuccess && query.data.customers.length > 0 && (
        <BundleOfferFormView options={query.data} sender={sender} />
      )}
    </Stack>
  );
}
