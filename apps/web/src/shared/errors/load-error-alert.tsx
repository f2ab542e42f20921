import { Alert, Button, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { errorText, FALLBACK_ERROR_TEXT } from './error-message';

export interface LoadErrorAlertProps {
  /** What could not be read: 'The list could not be loaded'. */
  title: string;
  error: unknown;
  onRetry: () => void;
}

/** Something a screen reads could not be read: the error's message and Retry. */
export function LoadErrorAlert({ title, error, onRetry }: LoadErrorAlertProps) {
  return (
    <Alert
      color="red"
      variant="light"
      title={title}
      icon={<IconAlertCircle size={18} aria-hidden />}
    >
      <Text size="sm">{errorText(error) ?? FALLBACK_ERROR_TEXT}</Text>
      <Button
        mt="sm"
        size="xs"
        variant="white"
        color="red"
        leftSection={<IconRefresh size={14} aria-hidden />}
        onClick={onRetry}
      >
        Retry
      </Button>
    </Alert>
  );
}
