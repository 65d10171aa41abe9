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
} from './bundle-offer-form.ts';
import {
  bundleFormOptionsQueryOptions,
  createBundleOffer,
  type BundleFormOptions,
} from './bundle-offers-api.ts';
import { ListingPicker } from './bundle-listing-picker.tsx';
import { VariantsTable } from './bundle-variants-table.tsx';

function BundleOfferFormView({ options }: { options: BundleFormOptions }) {
  const navigate = useNavigate();
  const form = useForm<BundleOfferForm>({
    initialValues: EMPTY_BUNDLE_FORM,
    validate: validateBundleOfferForm,
  });
  const send = useMutation({
    mutationFn: createBundleOffer,
    onSuccess: async ({ message }) => {
      notifySuccess(message);
      await navigate({ to: '/suppliers/offers' });
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
          label="Customer pharmacy"
          placeholder="Choose one of your approved customers"
          required
          searchable
          data={options.customers.map((c) => ({ value: c.id, label: c.name }))}
          nothingFoundMessage="No approved customer matches."
          data-testid="bundle-customer"
          {...form.getInputProps('buyer_account_id')}
        />
        <Fieldset legend="Products">
          <Stack>
            <ListingPicker
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

/** The supplier's bundle offer creation page (issue 5: several variants, prices and quantities, a note, a shipping method). */
export function NewBundleOfferPage() {
  const query = useQuery(bundleFormOptionsQueryOptions());
  return (
    <Stack maw={960}>
      <Title order={1}>New bundle offer</Title>
      {query.isPending && <Skeleton height={360} />}
      {query.isError && <Alert color="red">{errorMessageOf(query.error)}</Alert>}
      {query.isSuccess && query.data.customers.length === 0 && (
        <Alert color="yellow" data-testid="bundle-no-customers">
          You have no approved customers yet: a bundle offer can only go to an approved customer.
        </Alert>
      )}
      {query.isSuccess && query.data.customers.length > 0 && <BundleOfferFormView options={query.data} />}
    </Stack>
  );
}
