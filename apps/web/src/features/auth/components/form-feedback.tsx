import { Alert } from '@mantine/core';
import { VALIDATION_ERROR_MESSAGE } from '@paydesk/domain/errors';
import { IconAlertCircle } from '@tabler/icons-react';
import { type ApiError, isApiError } from '../../../shared/api/api-error';

/** The server's messages for one field of a failed call. */
export function serverFieldErrors(error: ApiError | null, field: string): string[] {
  return (isApiError(error) && error.fieldErrors?.[field]) || [];
}

/**
 * A field's `error` prop: the first message only (part 1 §5 "Field error display"), or
 * undefined so the field is not marked. The password rules list shows every failing rule.
 */
export function fieldError(messages: readonly string[]): string | undefined {
  return messages[0];
}

/**
 * The server's error_message at the top of a form. Left out when the fields already say it:
 * the generic validation message, or a message one of the fields shows.
 */
export function FormErrorAlert({ error, title }: { error: ApiError | null; title: string }) {
  if (!error) return null;
  const text = error.errorMessage ?? error.message;
  const fieldMessages = Object.values(error.fieldErrors ?? {}).flat();
  if (
    fieldMessages.length > 0 &&
    (text === VALIDATION_ERROR_MESSAGE || fieldMessages.includes(text))
  ) {
    return null;
  }
  return (
    <Alert
      color="red"
      variant="light"
      title={title}
      icon={<IconAlertCircle size={18} aria-hidden />}
      role="alert"
    >
      {text}
    </Alert>
  );
}
