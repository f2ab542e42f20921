import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormErrorAlert } from '../../../../shared/forms/form-error-alert';

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
          {error ? <FormErrorAlert title={errorTitle} error={error} /> : null}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button color={danger ? 'red' : undefined} loading={pending} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
