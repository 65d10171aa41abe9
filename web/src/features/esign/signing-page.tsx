/**
 * The product's own signing page (issue 12): the documents to sign (each opens as its verified
 * PDF), the consent text, a typed or drawn signature; signing returns to the page that asked, with
 * the signed list. Test mode is shown when the deployment is not production.
 */
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Container,
  Group,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { useHasAdminRole } from '../../auth/use-admin-role.ts';
import { AdminOnlyNotice } from '../../ui/admin-only-notice.tsx';
import { errorMessageOf, notifyError, notifySuccess } from '../../ui/notify.ts';
import { PageLoader } from '../../ui/page-loader.tsx';
import { openPdf, signDocuments, signingPageQueryOptions, type SignBody } from './esign-api.ts';
import { SignaturePad } from './signature-pad.tsx';

export function SigningPage({ requestId }: { requestId: string }) {
  const router = useRouter();
  const page = useQuery(signingPageQueryOptions(requestId));
  const [mode, setMode] = useState<'typed' | 'drawn'>('typed');
  const [typedName, setTypedName] = useState('');
  const [drawing, setDrawing] = useState<string | null>(null);
  const [consent, setConsent] = useState(false);
  // Agreements bind the account: only its admin signs (issue 22).
  const isAdmin = useHasAdminRole();
  const sign = useMutation({
    mutationFn: (body: SignBody) => signDocuments(requestId, body),
    onSuccess: (answer) => {
      notifySuccess(answer.message);
      router.history.push(answer.return_url);
    },
    onError: notifyError,
  });

  if (page.isPending) return <PageLoader />;
  if (page.isError) return <Alert color="red">{errorMessageOf(page.error)}</Alert>;
  const { documents, consent_text, test_mode } = page.data;
  const awaiting = documents.filter((d) => d.status === 'awaiting_signature');
  const ready = consent && (mode === 'typed' ? typedName.trim().length >= 2 : drawing !== null);
  const submit = () =>
    sign.mutate(
      mode === 'typed'
        ? { mode, typed_name: typedName.trim(), consent }
        : { mode, drawing: drawing ?? '', consent },
    );

  return (
    <Container size="md" py="xl">
      <Stack>
        <Group justify="space-between">
          <Title order={1}>Sign your documents</Title>
          {test_mode && (
            <Badge color="orange" data-testid="esign-test-mode">
              Test mode
            </Badge>
          )}
        </Group>
        <Table data-testid="esign-documents">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Document</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>SHA-256</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {documents.map((d) => (
              <Table.Tr key={d.id}>
                <Table.Td>{d.title}</Table.Td>
                <Table.Td>
                  {d.status === 'signed'
                    ? 'Signed'
                    : d.status === 'cancelled'
                      ? 'Cancelled'
                      : 'Awaiting your signature'}
                </Table.Td>
                <Table.Td>
                  <Text size="xs" ff="monospace">
                    {(d.signed_sha256 ?? d.original_sha256).slice(0, 16)}…
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => void openPdf(d.signed_url ?? d.original_url).catch(notifyError)}
                  >
                    Read
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {awaiting.length === 0 ? (
          <Alert color="green">Every document of this request is signed.</Alert>
        ) : (
          <>
            <SegmentedControl
              value={mode}
              onChange={(v) => setMode(v)}
              data={[
                { value: 'typed', label: 'Type' },
                { value: 'drawn', label: 'Draw' },
              ]}
              data-testid="signature-mode"
            />
            {mode === 'typed' ? (
              <TextInput
                label="Your full name"
                value={typedName}
                onChange={(e) => setTypedName(e.currentTarget.value)}
                data-testid="signature-typed-name"
              />
            ) : (
              <SignaturePad onChange={setDrawing} />
            )}
            <Checkbox
              label={consent_text}
              checked={consent}
              onChange={(e) => setConsent(e.currentTarget.checked)}
              data-testid="signature-consent"
            />
            {!isAdmin && <AdminOnlyNotice can="sign agreements for the account" />}
            <Group>
              <Button
                onClick={submit}
                disabled={!ready || !isAdmin}
                loading={sign.isPending}
                data-testid="signature-submit"
              >
                Sign {awaiting.length === 1 ? 'the document' : `${awaiting.length} documents`}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Container>
  );
}
