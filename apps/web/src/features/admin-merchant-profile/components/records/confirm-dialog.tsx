import { Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { DialogActions } from '../../../../shared/forms/dialog-actions';

/** A Yes/No question before an action, with the action's failure said in it. */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  danger,
  pending,
  error,
  errorTitle,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  pending: boolean;
  error: unknown;
  errorTitle: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="md">
      {opened ? (
        <Stack gap="md">
          <Text size="sm" component="div">
            {children}
          </Text>
          <DialogActions
            confirmLabel={confirmLabel}
            onConfirm={onConfirm}
            onCancel={onClose}
            pending={pending}
            danger={danger}
            error={error}
            errorTitle={errorTitle}
          />
        </Stack>
      ) : null}
    </Modal>
  );
}
