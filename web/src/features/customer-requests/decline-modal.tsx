/**
 * Declining a customer request (issue 21): the confirmation asks why, and Decline waits for a
 * reason, which the pharmacy then reads on its request and in its notice.
 */
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';

export function DeclineModal({
  message,
  onDecline,
  onClose,
}: {
  /** The spec's confirmation text for this kind and these boxes; null keeps the modal closed. */
  message: string | null;
  onDecline: (reason: string) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const close = () => {
    setReason('');
    onClose();
  };
  const decline = () => {
    onDecline(reason.trim());
    close();
  };
  return (
    <Modal opened={message !== null} onClose={close} title="Confirmation">
      <Stack>
        <Text>{message}</Text>
        <Textarea
          label="Reason for declining"
          description="The pharmacy sees it on its request."
          required
          autosize
          minRows={2}
          maxLength={1000}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          data-autofocus
          data-testid="request-decline-reason"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close} data-testid="confirm-cancel">
            Cancel
          </Button>
          <Button color="red" disabled={reason.trim() === ''} onClick={decline} data-testid="confirm-yes">
            Decline
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
