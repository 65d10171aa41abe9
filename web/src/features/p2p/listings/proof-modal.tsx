import { Button, FileInput, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { checkChosenListingFile, type ListingFileKind } from '../../../../../domain/p2p/listing-files.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { sellerListingsKey, uploadProof, type SellerListing } from './listings-api.ts';

type ProofModalProps = {
  listing: SellerListing | null;
  /** The spec's flag: true shows "Save and close", false "Save and update" (the modal stays open). */
  closeAfterSave: boolean;
  onClose: () => void;
};

/** The first file that breaks the field's kind or size rule, as its message. */
const problemOf = (kind: ListingFileKind, files: File[]) =>
  files.map((file) => checkChosenListingFile(kind, file)).find((message) => message !== null) ?? null;

/**
 * The proof-of-purchase upload modal (pharmacy-side §2): proof of purchase and pedigree files and
 * where the stock was bought; one button, save-and-close or save-and-update by its flag.
 */
export function ProofModal({ listing, closeAfterSave, onClose }: ProofModalProps) {
  const queryClient = useQueryClient();
  const form = useForm({
    initialValues: { proofs: [] as File[], pedigrees: [] as File[], purchasedFrom: '' },
    validate: {
      proofs: (files) => problemOf('proof_of_purchase', files),
      pedigrees: (files) => problemOf('pedigree', files),
    },
  });
  const save = useMutation({
    mutationFn: (values: typeof form.values) =>
      uploadProof(listing!.id, { ...values, close: closeAfterSave }),
    onSuccess: async (answer) => {
      notifySuccess(answer.message);
      form.reset();
      await queryClient.invalidateQueries({ queryKey: sellerListingsKey });
      if (answer.close) onClose();
    },
    onError: notifyError,
  });
  return (
    <Modal opened={listing !== null} onClose={onClose} title="Proof of purchase" data-testid="proof-modal">
      <form onSubmit={form.onSubmit((values) => save.mutate(values))}>
        <Stack>
          <Text size="sm">
            {listing?.name} · lot {listing?.lot ?? '—'}
          </Text>
          {!listing?.purchased_from && (
            <TextInput
              label="Purchased from"
              {...form.getInputProps('purchasedFrom')}
              data-testid="proof-purchased-from"
            />
          )}
          <FileInput
            label="Proof of purchase"
            multiple
            clearable
            accept=".pdf,.png,.jpg,.jpeg,.gif"
            {...form.getInputProps('proofs')}
            data-testid="proof-files"
          />
          <FileInput
            label="Pedigree documents (PDF under 5 MB)"
            multiple
            clearable
            accept=".pdf"
            {...form.getInputProps('pedigrees')}
            data-testid="pedigree-files"
          />
          <Button type="submit" loading={save.isPending} data-testid="proof-save">
            {closeAfterSave ? 'Save and close' : 'Save and update'}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
