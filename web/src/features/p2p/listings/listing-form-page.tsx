import {
  Button,
  Checkbox,
  FileInput,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { P2pListingFieldsSchema } from '../../../../../domain/p2p/listing-fields.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { isoDate } from '../../../../../domain/dates.ts';
import { ButtonLink } from '../../../ui/button-link.tsx';
import { putFieldErrors } from '../../../ui/server-errors.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { acceptedFiles, FilesField, ImagesField } from './listing-files-fields.tsx';
import {
  checkValues,
  formDataOf,
  initialValues,
  textFieldsOf,
  type ListingFormValues,
} from './listing-form-values.ts';
import { saveListing, sellerListingsKey, type SellerListingDetail } from './listings-api.ts';
import { ProductPicker } from './product-picker.tsx';

const fieldsResolver = schemaResolver(P2pListingFieldsSchema, { sync: true });

const QUALITY = [
  { value: '', label: 'None' },
  { value: 'torn_pharmacy_label', label: 'Torn pharmacy label' },
  { value: 'other', label: 'Other' },
];

/**
 * /pharmacy/inventory/new and /pharmacy/inventory/$listingId/edit (supplier-side §2, §3, §5): the
 * product by NDC, price, stock, lot, expiry, p2p max quantity, purchased_from, proof and pedigree
 * files, images with a primary radio, the quality identifier and tax-exempt certificates.
 */
export function ListingFormPage({ listing }: { listing?: SellerListingDetail }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useForm<ListingFormValues>({
    initialValues: initialValues(listing),
    // The shared field schema first, then the domain's rules over fields and files together.
    validate: (values) => ({
      ...fieldsResolver(textFieldsOf(values)),
      ...checkValues(values, listing, isoDate(new Date())),
    }),
  });
  const save = useMutation({
    mutationFn: (values: ListingFormValues) => saveListing(listing?.id ?? null, formDataOf(values, listing)),
    onSuccess: async (answer) => {
      notifySuccess(answer.message);
      await queryClient.invalidateQueries({ queryKey: sellerListingsKey });
      await navigate({ to: '/pharmacy/inventory' });
    },
    onError: (error) => {
      putFieldErrors(
        {
          setErrors: (errors) =>
            form.setErrors(
              Object.fromEntries(Object.entries(errors).map(([k, v]) => [k.replace(/\[\]$/, ''), v])),
            ),
        },
        error,
      );
      notifyError(error);
    },
  });
  const files = listing?.files ?? [];
  const v = form.values;
  const err = (path: string) => form.errors[path] as string | undefined;

  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
      <Stack maw={900}>
        <Title order={2}>{listing ? `Edit ${listing.name}` : 'List a product'}</Title>
        <Paper withBorder p="md">
          <Stack>
            {listing ? (
              <Text fw={500}>
                {listing.name} {listing.strength} · NDC {listing.ndc}
              </Text>
            ) : (
              <ProductPicker
                onPick={(product) => form.setFieldValue('product_id', product.id)}
                error={err('product_id')}
              />
            )}
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput
                label="Pack price ($)"
                required
                {...form.getInputProps('price')}
                data-testid="listing-price"
              />
              <TextInput label="Stock (packs)" {...form.getInputProps('stock')} data-testid="listing-stock" />
              <TextInput
                label="P2P max quantity"
                description="Empty for no limit"
                {...form.getInputProps('p2p_max_qty')}
                data-testid="listing-p2p-max"
              />
              <TextInput label="Lot" required {...form.getInputProps('lot')} data-testid="listing-lot" />
              <TextInput
                label="Expiry date"
                type="date"
                required
                {...form.getInputProps('expiry_date')}
                data-testid="listing-expiry"
              />
              <TextInput
                label="Purchased from"
                required={!v.proof_to_follow}
                {...form.getInputProps('purchased_from')}
                data-testid="listing-purchased-from"
              />
            </SimpleGrid>
          </Stack>
        </Paper>
        <Paper withBorder p="md">
          <Stack>
            <FilesField
              kind="proof_of_purchase"
              label="Proof of purchase"
              saved={files.filter((f) => f.kind === 'proof_of_purchase')}
              chosen={v.proof_of_purchase}
              onChosen={(f) => form.setFieldValue('proof_of_purchase', f)}
              error={err('proof_of_purchase')}
              testId="proof"
            />
            <FilesField
              kind="pedigree"
              label="Pedigree documents (PDF under 5 MB)"
              saved={files.filter((f) => f.kind === 'pedigree')}
              chosen={v.pedigree_documents}
              onChosen={(f) => form.setFieldValue('pedigree_documents', f)}
              error={err('pedigree_documents')}
              testId="pedigree"
            />
            <Checkbox
              label="I will upload the proof later (the listing is not offered to buyers until then)"
              {...form.getInputProps('proof_to_follow', { type: 'checkbox' })}
              data-testid="listing-proof-later"
            />
            <ImagesField
              saved={files}
              removed={new Set(v.removed_images)}
              onRemoveSaved={(id) => form.setFieldValue('removed_images', [...v.removed_images, id])}
              chosen={v.image}
              onChosen={(f) => form.setFieldValue('image', f)}
              primary={
                v.primary ||
                (files.find((f) => f.primary && !f.removed)
                  ? `saved:${files.find((f) => f.primary)!.id}`
                  : '')
              }
              onPrimary={(value) => form.setFieldValue('primary', value)}
            />
          </Stack>
        </Paper>
        <Paper withBorder p="md">
          <Stack>
            <Select
              label="Quality identifier"
              data={QUALITY}
              allowDeselect={false}
              value={v.quality_identifier}
              onChange={(value) => form.setFieldValue('quality_identifier', value ?? '')}
              data-testid="listing-quality"
            />
            {v.quality_identifier && (
              <>
                <Textarea
                  label="Quality description"
                  required
                  {...form.getInputProps('quality_description')}
                />
                <FilesField
                  kind="quality_identifier"
                  label="Quality identifier file"
                  saved={files.filter((f) => f.kind === 'quality_identifier')}
                  chosen={v.quality_identifier_file}
                  onChosen={(f) => form.setFieldValue('quality_identifier_file', f)}
                  error={err('quality_identifier_file')}
                  testId="quality"
                />
              </>
            )}
            <Text size="sm" fw={500}>
              Tax-exempt resale certificates
            </Text>
            {files
              .filter((f) => f.kind === 'tax_exempt_certificate')
              .map((f) => (
                <Text key={f.id} size="sm">
                  {f.description} · {f.name} (saved)
                </Text>
              ))}
            {v.tax_exempt.map((_, i) => (
              <Group key={i} align="flex-end">
                <TextInput
                  label="Description"
                  required
                  {...form.getInputProps(`tax_exempt.${i}.description`)}
                />
                <FileInput
                  label="Certificate file"
                  accept=".pdf,.png,.jpg,.jpeg,.gif"
                  {...form.getInputProps(`tax_exempt.${i}.file`)}
                  onChange={(file) =>
                    form.setFieldValue(
                      `tax_exempt.${i}.file`,
                      file ? (acceptedFiles('tax_exempt_certificate', [file])[0] ?? null) : null,
                    )
                  }
                />
                <Button variant="subtle" color="red" onClick={() => form.removeListItem('tax_exempt', i)}>
                  Remove
                </Button>
              </Group>
            ))}
            <Button
              variant="light"
              w="fit-content"
              onClick={() => form.insertListItem('tax_exempt', { description: '', file: null })}
            >
              Add a certificate
            </Button>
          </Stack>
        </Paper>
        <Group>
          <Button type="submit" loading={save.isPending} data-testid="listing-save">
            Save listing
          </Button>
          <ButtonLink variant="default" to="/pharmacy/inventory">
            Cancel
          </ButtonLink>
        </Group>
      </Stack>
    </form>
  );
}
