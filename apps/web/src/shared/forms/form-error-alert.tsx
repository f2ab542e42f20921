import { Alert, List } from '@mantine/core';
import { VALIDATION_ERROR_MESSAGE } from '@paydesk/domain/error-messages';
import { IconAlertCircle } from '@tabler/icons-react';
import { isApiError } from '../api/api-error';
import { errorText, FALLBACK_ERROR_TEXT } from '../errors/error-message';

export interface FormErrorAlertProps {
  /** The failed submit's error (an ApiError, or anything thrown); nothing shows without one. */
  error: unknown;
  title: string;
  /**
   * The dotted paths the form shows errors under. The server's messages for other paths are
   * listed in the alert, so none is lost; without it every path counts as shown.
   */
  shownPaths?: readonly string[];
}

function unique(messages: readonly string[]): string[] {
  return [...new Set(messages)];
}

/**
 * The server's error_message at the top of a form. Left out when the fields already say it:
 * the generic validation message, or a message one of the fields shows. Messages for fields
 * the form does not have are listed in it.
 */
export function FormErrorAlert({ error, title, shownPaths }: FormErrorAlertProps) {
  if (error === null || error === undefined) return null;
  const text = errorText(error) ?? FALLBACK_ERROR_TEXT;
  const fieldErrors = isApiError(error) ? Object.entries(error.fieldErrors ?? {}) : [];
  const isShown = (path: string) => !shownPaths || shownPaths.includes(path);
  const underFields = fieldErrors.filter(([path]) => isShown(path)).flatMap(([, list]) => list);
  const elsewhere = unique(
    fieldErrors.filter(([path]) => !isShown(path)).flatMap(([, list]) => list),
  ).filter((message) => message !== text);
  const saidByFields =
    underFields.length > 0 && (text === VALIDATION_ERROR_MESSAGE || underFields.includes(text));
  if (saidByFields && elsewhere.length === 0) return null;

  return (
    <Alert
      color="red"
      variant="light"
      title={title}
      icon={<IconAlertCircle size={18} aria-hidden />}
      role="alert"
    >
      {saidByFields ? null : text}
      {elsewhere.length > 0 ? (
        <List size="sm" mt={saidByFields ? 0 : 4}>
          {elsewhere.map((message) => (
            <List.Item key={message}>{message}</List.Item>
          ))}
        </List>
      ) : null}
    </Alert>
  );
}
