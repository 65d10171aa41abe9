/**
 * /signup (issue 12; pharmacy-side §2, §4): a stranger signs a pharmacy up in fieldset steps. Each
 * step is checked by the shared schema, then saved as a draft (`/ajax/process_data`; the first
 * step also checks for an existing account) under a resume token the browser keeps, so a
 * half-finished signup resumes. The last step submits everything with the licence documents.
 */
import { Alert, Button, Center, Group, Paper, Stack, Stepper, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { isoDate } from '../../../../domain/dates.ts';
import { isApiError } from '../../api/client.ts';
import { notifyError, notifySuccess } from '../../ui/notify.ts';
import { AccountStep } from './account-step.tsx';
import { LicencesStep } from './licences-step.tsx';
import { OwnerStep } from './owner-step.tsx';
import { PharmacyStep } from './pharmacy-step.tsx';
import { APPLICATION_TOKEN_KEY, loadDraft, RESUME_TOKEN_KEY, saveStep, submitSignup } from './signup-api.ts';
import type { SignupFiles } from './signup-form.ts';
import {
  draftOf,
  INITIAL_VALUES,
  signupErrors,
  signupFormData,
  STEPS,
  stepErrors,
  valuesFromDraft,
  type SignupValues,
} from './signup-values.ts';

const today = () => isoDate(new Date());
const flatten = (errors: Record<string, string[]>) =>
  Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages[0]]));

export function SignupPage() {
  const navigate = useNavigate();
  const [active, setActive] = useState(0);
  const [busy, setBusy] = useState(false);
  const [files, setFiles] = useState<SignupFiles>({ licences: [], dea: null });
  // Only a token this browser already held when the page opened is a signup to resume: the one the
  // first step's save writes is this visit's own (issue 21: "Welcome back" showed on a first visit).
  const [tokenAtOpen] = useState<string | null>(() => localStorage.getItem(RESUME_TOKEN_KEY));
  const [resumeToken, setResumeToken] = useState<string | null>(tokenAtOpen);
  const [resumed, setResumed] = useState(false);
  const form = useForm<SignupValues>({ initialValues: INITIAL_VALUES });

  const loading = useRef(false);

  useEffect(() => {
    if (!tokenAtOpen || loading.current) return;
    loading.current = true;
    loadDraft(tokenAtOpen)
      .then((draft) => {
        form.setValues(valuesFromDraft(draft.data));
        setActive(Math.max(0, STEPS.findIndex((s) => s.key === draft.step) + 1));
        setResumed(true);
      })
      .catch(() => {
        localStorage.removeItem(RESUME_TOKEN_KEY);
        setResumeToken(null);
      });
  }, [tokenAtOpen, form]);

  async function next() {
    const errors = stepErrors(form.values, active, today());
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    setBusy(true);
    try {
      const step = STEPS[active]!;
      const saved = await saveStep(step.key, draftOf(form.values, step.fields), resumeToken);
      localStorage.setItem(RESUME_TOKEN_KEY, saved.resume_token);
      setResumeToken(saved.resume_token);
      setActive(active + 1);
    } catch (error) {
      if (isApiError(error)) form.setErrors(flatten(error.fieldErrors));
      notifyError(error);
    } finally {
      setBusy(false);
    }
  }

  async function submit() {
    const errors = signupErrors(form.values, today());
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    setBusy(true);
    try {
      const answer = await submitSignup(signupFormData(form.values, files, resumeToken));
      localStorage.removeItem(RESUME_TOKEN_KEY);
      localStorage.setItem(APPLICATION_TOKEN_KEY, answer.application_token);
      notifySuccess(answer.message);
      await navigate({ to: '/signup/application' });
    } catch (error) {
      if (isApiError(error)) form.setErrors(flatten(error.fieldErrors));
      notifyError(error);
      setBusy(false);
    }
  }

  const last = active === STEPS.length - 1;
  return (
    <Center p="md">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={760}>
        <Stack>
          <Title order={2}>Sign up your pharmacy</Title>
          {resumed && active > 0 && (
            <Alert color="blue" data-testid="signup-resumed">
              Welcome back: your signup continues where you left it.
            </Alert>
          )}
          <Stepper
            active={active}
            allowNextStepsSelect={false}
            onStepClick={(step) => step < active && setActive(step)}
          >
            <Stepper.Step label={STEPS[0].label}>
              <AccountStep form={form} />
            </Stepper.Step>
            <Stepper.Step label={STEPS[1].label}>
              <PharmacyStep form={form} />
            </Stepper.Step>
            <Stepper.Step label={STEPS[2].label}>
              <LicencesStep form={form} files={files} setFiles={setFiles} />
            </Stepper.Step>
            <Stepper.Step label={STEPS[3].label}>
              <OwnerStep form={form} />
            </Stepper.Step>
          </Stepper>
          <Group justify="space-between">
            <Button
              variant="default"
              disabled={active === 0 || busy}
              onClick={() => setActive(active - 1)}
              data-testid="signup-back"
            >
              Back
            </Button>
            {last ? (
              <Button loading={busy} onClick={() => void submit()} data-testid="signup-submit">
                Submit application
              </Button>
            ) : (
              <Button loading={busy} onClick={() => void next()} data-testid="signup-next">
                Next
              </Button>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            Already have an account? <a href="/login">Sign in</a>
          </Text>
        </Stack>
      </Paper>
    </Center>
  );
}
