import { Button, JsonInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { signalWorkflow } from '../../api/support-workflows.ts';
import { notifyError, notifySuccess } from '../../ui/notify.ts';

type SignalValues = { name: string; args: string };

function parseArgs(text: string): unknown[] | null {
  try {
    const value: unknown = JSON.parse(text || '[]');
    return Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
}

/** Sends a named signal with JSON arguments to a running workflow. */
export function SignalWorkflowForm({ workflowId, onSent }: { workflowId: string; onSent: () => void }) {
  const form = useForm<SignalValues>({
    initialValues: { name: '', args: '[]' },
    validate: {
      name: (value) => (value.trim() ? null : 'Enter the signal name'),
      args: (value) =>
        parseArgs(value) ? null : 'Arguments must be a JSON array, e.g. [] or [{"approved": true}]',
    },
  });
  const signal = useMutation({
    mutationFn: (values: SignalValues) =>
      signalWorkflow(workflowId, values.name.trim(), parseArgs(values.args) ?? []),
    onSuccess: (_, values) => {
      notifySuccess(`Signal “${values.name.trim()}” sent.`);
      form.reset();
      onSent();
    },
    onError: notifyError,
  });

  return (
    <form onSubmit={form.onSubmit((values) => signal.mutate(values))} data-testid="signal-form">
      <Stack gap="xs">
        <TextInput label="Signal name" {...form.getInputProps('name')} />
        <JsonInput label="Arguments (JSON array)" autosize minRows={2} {...form.getInputProps('args')} />
        <Button type="submit" variant="light" loading={signal.isPending} data-testid="signal-submit">
          Signal
        </Button>
      </Stack>
    </form>
  );
}
