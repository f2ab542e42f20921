import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { isApiError } from '../../../../shared/api/api-error';

/** A tab's part while its read is on its way. */
export function RecordLoading({ label }: { label: string }) {
  return (
    <Group gap="xs" py="md" role="status" aria-live="polite">
      <Loader size="sm" aria-hidden="true" />
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </Group>
  );
}

/** A tab's part whose read failed: the server's message when it gave one, and a retry. */
export function RecordError({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry?: () => void;
}) {
  const message = isApiError(error) ? error.message : 'Please try again.';
  return (
    <Alert
      color="red"
      variant="light"
      title={title}
      icon={<IconAlertTriangle aria-hidden="true" />}
      role="alert"
    >
      <Text size="sm">{message}</Text>
      {onRetry ? (
        <Button size="xs" variant="default" mt="sm" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </Alert>
  );
}

/** A tab's part with nothing to show. */
export function RecordEmpty({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" c="dimmed" py="sm">
      {children}
    </Text>
  );
}
