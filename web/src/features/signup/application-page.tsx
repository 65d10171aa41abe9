/**
 * /signup/application (issue 12): the applicant follows its application with the token its
 * browser kept — first the code mailed to its email (issue 22), then under review, approved (sign
 * in), rejected (the reason), or asked for more information, answered here with a document and/or
 * a comment.
 */
import { Alert, Button, Center, FileInput, Paper, Stack, Textarea, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notifyError, notifySuccess } from '../../ui/notify.ts';
import { PageLoader } from '../../ui/page-loader.tsx';
import { EmailCodeForm } from './email-code-form.tsx';
import { answerApplication, APPLICATION_TOKEN_KEY, applicationQueryOptions } from './signup-api.ts';

const STATUS_TEXT = {
  pending: 'Your application is under review. We will let you know as soon as it is decided.',
  more_info_requested: 'We need more information to review your application.',
  approved: 'Your account was approved. You can now sign in and order.',
  rejected: 'Your application was rejected.',
} as const;

function AnswerForm({ token, onSent }: { token: string; onSent: () => void }) {
  const [comment, setComment] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  async function send() {
    const form = new FormData();
    form.set('application_token', token);
    if (comment.trim()) form.set('comment', comment.trim());
    if (file) form.set('document', file);
    setBusy(true);
    try {
      notifySuccess((await answerApplication(form)).message);
      setComment('');
      setFile(null);
      onSent();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Stack>
      <FileInput
        label="Document"
        accept=".pdf,.jpg,.jpeg,.png,.gif"
        value={file}
        onChange={setFile}
        data-testid="application-document"
      />
      <Textarea
        label="Comment"
        maxLength={2000}
        value={comment}
        onChange={(e) => setComment(e.currentTarget.value)}
        data-testid="application-comment"
      />
      <Button
        loading={busy}
        disabled={!file && !comment.trim()}
        onClick={() => void send()}
        data-testid="application-send"
      >
        Send
      </Button>
    </Stack>
  );
}

export function ApplicationPage() {
  const token = localStorage.getItem(APPLICATION_TOKEN_KEY) ?? '';
  const queryClient = useQueryClient();
  const application = useQuery({ ...applicationQueryOptions(token), enabled: token !== '' });
  if (!token)
    return (
      <Alert m="md" data-testid="application-none">
        No application was found in this browser. Open this page in the browser you signed up with: it keeps
        your application's key.
      </Alert>
    );
  if (!application.data)
    return application.isError ? (
      <Alert m="md" color="red">
        This application was not found.
      </Alert>
    ) : (
      <PageLoader />
    );
  const a = application.data;
  return (
    <Center p="md">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={640}>
        <Stack data-testid="application-page" data-status={a.status}>
          <Title order={2}>{a.business_legal_name}</Title>
          <Alert
            color={a.status === 'approved' ? 'green' : a.status === 'rejected' ? 'red' : 'blue'}
            data-testid="application-status"
          >
            {a.email_verified
              ? STATUS_TEXT[a.status]
              : 'Please verify your email: enter the code we sent you.'}
          </Alert>
          {!a.email_verified && a.status === 'pending' && (
            <EmailCodeForm
              token={token}
              onVerified={() => void queryClient.invalidateQueries({ queryKey: ['signup'] })}
            />
          )}
          {a.status === 'rejected' && a.rejection_reason && <Alert color="red">{a.rejection_reason}</Alert>}
          {a.status === 'approved' && (
            <Button component="a" href="/login" data-testid="application-sign-in">
              Sign in
            </Button>
          )}
          {a.status === 'more_info_requested' && (
            <>
              <Alert color="yellow" data-testid="application-info-request">
                {a.info_request}
              </Alert>
              <AnswerForm
                token={token}
                onSent={() => void queryClient.invalidateQueries({ queryKey: ['signup'] })}
              />
            </>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
