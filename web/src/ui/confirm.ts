import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';

type ConfirmOptions = {
  title?: string;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  danger?: boolean;
  onConfirm: () => void;
};

/** The generic confirmation dialog (spec, supplier side §2: title Confirmation, Yes / Cancel). */
export function confirmAction({
  title = 'Confirmation',
  message,
  confirmLabel = 'Yes',
  cancelLabel = 'Cancel',
  danger,
  onConfirm,
}: ConfirmOptions) {
  modals.openConfirmModal({
    title,
    children: message,
    labels: { confirm: confirmLabel, cancel: cancelLabel },
    confirmProps: { color: danger ? 'red' : undefined, 'data-testid': 'confirm-yes' },
    cancelProps: { 'data-testid': 'confirm-cancel' },
    onConfirm,
  });
}
