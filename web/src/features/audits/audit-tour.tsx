/**
 * The audit demo tour (supplier-side §2 Audits): a step card with a sample audit record, and the
 * configure modal (steps 3 and 4) or the email composer (step 5) shown by the step. Keyboard:
 * → or Enter moves on, ← goes back, Esc leaves. Leaving hides every modal and the sample record.
 */
import {
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { useState } from 'react';
import { AUDIT_TOUR_STEPS, SAMPLE_AUDIT, TOUR_LENGTH, tourModalAt } from './audit-tour-steps.ts';

const isControl = (target: EventTarget | null) =>
  target instanceof HTMLElement && target.closest('button, a, input, textarea, select') !== null;
/** A field the user types in: arrows move its caret, not the tour (the tour's own fields are read-only). */
const isEditable = (target: EventTarget | null) =>
  (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) && !target.readOnly;

function StepCard({
  step,
  onMove,
  onExit,
}: {
  step: number;
  onMove: (by: 1 | -1) => void;
  onExit: () => void;
}) {
  const { title, body } = AUDIT_TOUR_STEPS[step - 1]!;
  const last = step === TOUR_LENGTH;
  return (
    <Stack gap="xs" data-testid="audit-tour-step" data-step={step} aria-live="polite">
      <Text size="xs" c="dimmed">
        Step {step} of {TOUR_LENGTH}
      </Text>
      <Text fw={600}>{title}</Text>
      <Text size="sm">{body}</Text>
      <Group justify="space-between">
        <Button variant="subtle" size="xs" onClick={onExit} data-testid="audit-tour-exit">
          Leave the tour
        </Button>
        <Group gap="xs">
          <Button
            variant="default"
            size="xs"
            disabled={step === 1}
            onClick={() => onMove(-1)}
            data-testid="audit-tour-back"
          >
            Back
          </Button>
          <Button size="xs" onClick={() => (last ? onExit() : onMove(1))} data-testid="audit-tour-next">
            {last ? 'Finish' : 'Next'}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}

function SampleRecord() {
  return (
    <Table withTableBorder data-testid="audit-tour-sample">
      <Table.Tbody>
        <Table.Tr bg="var(--mantine-color-yellow-light)">
          <Table.Td>Sample</Table.Td>
          <Table.Td>{SAMPLE_AUDIT.wholesaler}</Table.Td>
          <Table.Td>{SAMPLE_AUDIT.auditor}</Table.Td>
          <Table.Td>
            {SAMPLE_AUDIT.startDate} – {SAMPLE_AUDIT.endDate}
          </Table.Td>
          <Table.Td>
            <Badge color="yellow">Awaiting wholesaler</Badge>
          </Table.Td>
          <Table.Td>{SAMPLE_AUDIT.deadline}</Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}

function ConfigureFields({ step }: { step: number }) {
  // Step 3 is about who, step 4 about the period and the contact: the other half is dimmed.
  const dim = (forStep: number) => ({ opacity: step === forStep ? 1 : 0.45 });
  return (
    <Stack>
      <Stack gap="xs" style={dim(3)}>
        <TextInput label="Wholesaler" value={SAMPLE_AUDIT.wholesaler} readOnly />
        <TextInput label="Auditor (existing company)" value={SAMPLE_AUDIT.auditor} readOnly />
      </Stack>
      <Stack gap="xs" style={dim(4)}>
        <Group grow>
          <TextInput label="Start date" value={SAMPLE_AUDIT.startDate} readOnly />
          <TextInput label="End date" value={SAMPLE_AUDIT.endDate} readOnly />
        </Group>
        <TextInput label="Point of contact" value={SAMPLE_AUDIT.contact} readOnly />
      </Stack>
    </Stack>
  );
}

function EmailComposer() {
  return (
    <Stack gap="xs">
      <TextInput label="To" value={SAMPLE_AUDIT.wholesaler} readOnly />
      <TextInput label="Subject" value="Proofs of purchase needed for an audit" readOnly />
      <Textarea
        label="Message"
        autosize
        readOnly
        value={`Hello,\n\n${SAMPLE_AUDIT.auditor} is auditing our purchases from ${SAMPLE_AUDIT.startDate} to ${SAMPLE_AUDIT.endDate}. Please send the proofs of purchase by ${SAMPLE_AUDIT.deadline}.\n\nThank you.`}
      />
    </Stack>
  );
}

/** The tour, shown while `active`; `onExit` when the user leaves or finishes it. */
export function AuditTour({ active, onExit }: { active: boolean; onExit: () => void }) {
  const [step, setStep] = useState(1);
  const exit = () => {
    setStep(1);
    onExit();
  };
  const move = (by: 1 | -1) => setStep((s) => Math.min(TOUR_LENGTH, Math.max(1, s + by)));
  useWindowEvent('keydown', (event) => {
    if (!active) return;
    const arrows = !isEditable(event.target);
    if (event.key === 'Escape') exit();
    else if (event.key === 'ArrowRight' && arrows) move(1);
    else if (event.key === 'ArrowLeft' && arrows) move(-1);
    else if (event.key === 'Enter' && !isControl(event.target)) {
      if (step === TOUR_LENGTH) exit();
      else move(1);
    } else return;
    event.preventDefault();
  });
  if (!active) return null;
  const modal = tourModalAt(step);
  const card = <StepCard step={step} onMove={move} onExit={exit} />;
  return (
    <>
      <Paper withBorder p="md" data-testid="audit-tour">
        <Stack>
          <Title order={3}>Audit tour</Title>
          {modal === null && card}
          <SampleRecord />
        </Stack>
      </Paper>
      <Modal
        opened={modal === 'configure'}
        onClose={exit}
        closeOnEscape={false}
        title="Configure the audit (sample)"
      >
        <Stack data-testid="audit-tour-configure">
          <ConfigureFields step={step} />
          {card}
        </Stack>
      </Modal>
      <Modal
        opened={modal === 'email'}
        onClose={exit}
        closeOnEscape={false}
        title="Email to the wholesaler (sample)"
      >
        <Stack data-testid="audit-tour-email">
          <EmailComposer />
          {card}
        </Stack>
      </Modal>
    </>
  );
}
