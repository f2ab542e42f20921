import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { errorText } from '../../../../shared/errors/error-message';
import type { useMerchantSettings } from '../../api/merchant-settings';

/** An edit button of a section, named for what it edits ('Edit legal details'). */
export function EditButton({
  label,
  onClick,
  disabled,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <Button
      variant="light"
      size="xs"
      leftSection={<IconPencil size={14} aria-hidden />}
      onClick={onClick}
      disabled={disabled}
    >
      {label}
    </Button>
  );
}

/** The edit buttons under a section's fields. */
export function EditButtons({ children }: { children: ReactNode }) {
  return (
    <Group gap="xs" mt="sm">
      {children}
    </Group>
  );
}

/** The settings read's loading and error states, where edit controls would be. */
export function SettingsState({
  query,
}: {
  query: Pick<
    ReturnType<typeof useMerchantSettings>,
    'isPending' | 'isError' | 'error' | 'refetch'
  >;
}) {
  if (query.isPending) {
    return (
      <Group gap="xs" mt="sm" aria-live="polite">
        <Loader size="xs" aria-hidden />
        <Text size="sm" c="dimmed">
          Loading the settings…
        </Text>
      </Group>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" variant="light" mt="sm" title="The settings could not be loaded">
        <Group gap="xs">
          <Text size="sm">{errorText(query.error) ?? 'Please try again.'}</Text>
          <Button size="xs" variant="default" onClick={() => void query.refetch()}>
            Retry
          </Button>
        </Group>
      </Alert>
    );
  }
  return null;
}
