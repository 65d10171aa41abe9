/**
 * /pharmacy/wholesalers/{ids}/apply (issue 12, pharmacy-side §4 "Signup"): one application per
 * wholesaler, each a wizard of three fieldsets: the data, the agreement signed on the product's
 * own signing page (returning here with `signed=`, which advances by itself), and the voided
 * cheque. Each step posts and advances only on success; a failure's message is a banner at the
 * top (§9); going back from step 3 skips step 2.
 */
import { Alert, Button, FileInput, Group, Stack, Stepper, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { errorMessageOf, notifySuccess } from '../../ui/notify.ts';
import { PageLoader } from '../../ui/page-loader.tsx';
import { openSignatureRequest } from '../esign/index.ts';
import { DetailsStep } from './details-step.tsx';
import {
  applicationQueryOptions,
  applicationsKey,
  applyTo,
  saveDetails,
  uploadCheque,
  type AccountType,
  type Application,
  type DetailsBody,
} from './applications-api.ts';

function ApplicationWizard({ application, signedBack }: { application: Application; signedBack: boolean }) {
  const queryClient = useQueryClient();
  const router = useRouter();
  const page = useQuery({
    ...applicationQueryOptions(application.id),
    // Back from signing: the workflow records the signature in a moment.
    refetchInterval: (q) => (signedBack && q.state.data?.application.step === 2 ? 1000 : false),
  });
  const [banner, setBanner] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: applicationsKey });
  const failed = (error: unknown) => setBanner(errorMessageOf(error));
  const details = useMutation({
    mutationFn: (body: DetailsBody) => saveDetails(application.id, body),
    onSuccess: async (answer) => {
      setBanner(null);
      setEditing(false);
      notifySuccess(answer.message);
      await refresh();
    },
    onError: failed,
  });
  const sign = useMutation({
    mutationFn: (documentId: string) => openSignatureRequest([documentId]),
    onSuccess: (answer) => router.history.push(answer.url),
    onError: failed,
  });
  const cheque = useMutation({
    mutationFn: (chosen: File) => uploadCheque(application.id, chosen),
    onSuccess: async (answer) => {
      setBanner(null);
      notifySuccess(answer.message);
      await refresh();
    },
    onError: failed,
  });

  if (!page.data) return <PageLoader />;
  const app = page.data.application;
  const step = editing ? 1 : app.step;
  if (app.status !== 'draft')
    return (
      <Alert color={app.status === 'approved' ? 'green' : 'blue'} data-testid="application-status">
        {app.wholesaler.name}: application {app.status}
        {app.decline_reason ? ` (${app.decline_reason})` : ''}.
      </Alert>
    );
  return (
    <Stack>
      {banner && (
        <Alert color="red" withCloseButton onClose={() => setBanner(null)} data-testid="application-error">
          {banner}
        </Alert>
      )}
      <Stepper active={step - 1}>
        <Stepper.Step label="Your details">
          <DetailsStep
            prefill={page.data.prefill}
            saved={app.details}
            accountType={app.account_type}
            busy={details.isPending}
            onSubmit={(body) => details.mutate(body)}
          />
        </Stepper.Step>
        <Stepper.Step label="Agreement">
          <Stack data-testid="step-fieldset2">
            <Text>
              Read and sign the {app.wholesaler.name} customer agreement, prepared with your details.
            </Text>
            <Group>
              <Button variant="default" onClick={() => setEditing(true)}>
                Back
              </Button>
              <Button
                onClick={() => sign.mutate(app.agreement_document_id ?? '')}
                loading={sign.isPending || (signedBack && !app.agreement_signed)}
                data-testid="application-sign"
              >
                Sign the agreement
              </Button>
            </Group>
          </Stack>
        </Stepper.Step>
        <Stepper.Step label="Voided cheque">
          <Stack data-testid="step-fieldset3">
            <FileInput
              label="Voided cheque (PDF or image, at most 10 MB)"
              value={file}
              onChange={setFile}
              accept="application/pdf,image/png,image/jpeg,image/gif"
              data-testid="application-cheque"
            />
            <Group>
              {/* Going back from step 3 skips step 2: the agreement is signed. */}
              <Button variant="default" onClick={() => setEditing(true)}>
                Back
              </Button>
              <Button
                disabled={!file}
                loading={cheque.isPending}
                onClick={() => file && cheque.mutate(file)}
                data-testid="application-submit"
              >
                Send the application
              </Button>
            </Group>
          </Stack>
        </Stepper.Step>
      </Stepper>
    </Stack>
  );
}

export function ApplyPage({
  ids,
  accountType,
  vawd,
  signed,
}: {
  ids: string;
  accountType: AccountType;
  vawd: boolean;
  signed: boolean;
}) {
  const apply = useMutation({ mutationFn: () => applyTo(ids, accountType, vawd) });
  const { mutate } = apply;
  useEffect(() => mutate(), [mutate, ids, accountType, vawd]);
  if (apply.isError)
    return (
      <Alert color="red" data-testid="application-error">
        {errorMessageOf(apply.error)}
      </Alert>
    );
  if (!apply.data) return <PageLoader />;
  return (
    <Stack>
      <Title order={1}>Apply to {apply.data.applications.map((a) => a.wholesaler.name).join(', ')}</Title>
      {apply.data.applications.map((a) => (
        <Stack key={a.id}>
          {apply.data.applications.length > 1 && <Title order={3}>{a.wholesaler.name}</Title>}
          <ApplicationWizard application={a} signedBack={signed} />
        </Stack>
      ))}
    </Stack>
  );
}
