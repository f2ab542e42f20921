import { Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { DialogActions } from '../../../shared/forms/dialog-actions';

export interface ConfirmActionProps {
  opened: boolean;
  title: string;
  confirmLabel: string;
  danger?: boolean;
  pending: boolean;
  error: unknown;
  errorTitle: string;
  onConfirm: () => void;
  onClose: () => void;
  children: ReactNode;
}

/** Asks before an action on a user; the server's refusal is said in the dialog. */
export function ConfirmAction({
  opened,
  title,
  children,
  onClose,
  ...actions
}: ConfirmActionProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="md">
        <Text size="sm">{children}</Text>
        <DialogActions {...actions} onCancel={onClose} autoFocusCancel />
      </Stack>
    </Modal>
  );
}
