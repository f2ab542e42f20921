import { Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { DEFAULT_ERROR_TITLE } from '../errors/error-message';
import { FormErrorAlert } from './form-error-alert';

export interface DialogActionsProps {
  /** What the confirm button says: 'Place hold', 'Delete'. */
  confirmLabel: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  /** The action is under way: its button spins and cannot be pressed again. */
  pending: boolean;
  /** A destructive action: the confirm button is red.9 (red enough for axe's contrast check). */
  danger?: boolean;
  /** The action cannot be taken yet. */
  disabled?: boolean;
  /** The dialog's own check of what was chosen ('Please select a reason…'); none when null. */
  message?: string | null;
  /** The action's failure (an ApiError, or anything thrown); no alert without one. */
  error?: unknown;
  /** The failure alert's title: 'The hold was not placed' (else 'Unknown Error'). */
  errorTitle?: string;
  /** The dialog opens with Cancel focused (Mantine's data-autofocus). */
  autoFocusCancel?: boolean;
}

/**
 * The end of an action dialog that is not a form (for a form's submit, FormActions): the
 * dialog's own message, the action's failure as an alert, then Cancel and the confirm button. A dialog has no fields of
 * the server's, so every message of the failure is said in the alert.
 */
export function DialogActions({
  confirmLabel,
  onConfirm,
  onCancel,
  pending,
  danger,
  disabled,
  message,
  error,
  errorTitle = DEFAULT_ERROR_TITLE,
  autoFocusCancel,
}: DialogActionsProps) {
  return (
    <>
      {message ? (
        <Text c="red.8" size="sm" role="alert">
          {message}
        </Text>
      ) : null}
      <FormErrorAlert error={error} title={errorTitle} shownPaths={[]} />
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onCancel} data-autofocus={autoFocusCancel || undefined}>
          Cancel
        </Button>
        <Button
          color={danger ? 'red.9' : undefined}
          loading={pending}
          disabled={disabled}
          onClick={onConfirm}
        >
          {confirmLabel}
        </Button>
      </Group>
    </>
  );
}
