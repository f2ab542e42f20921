import { Button, Group, Text } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';

/**
 * A masked secret with its Reveal button, or the revealed value (for 30 s) with Hide. Only an
 * admin allowed to reveal sees the button.
 */
export function SecretValue({
  masked,
  revealed,
  canReveal,
  pending,
  what,
  onReveal,
  onHide,
}: {
  masked: string | null;
  revealed: string | null;
  canReveal: boolean;
  pending: boolean;
  /** What the buttons name: 'the SSN of Morgan Ellison'. */
  what: string;
  onReveal: () => void;
  onHide: () => void;
}) {
  if (!masked) return <>—</>;
  return (
    <Group gap="xs" wrap="wrap">
      <Text component="span" ff="monospace" size="sm" aria-live="polite">
        {revealed ?? masked}
      </Text>
      {revealed ? (
        <Button
          size="compact-xs"
          variant="subtle"
          leftSection={<IconEyeOff size={14} aria-hidden="true" />}
          onClick={onHide}
          aria-label={`Hide ${what}`}
        >
          Hide
        </Button>
      ) : canReveal ? (
        <Button
          size="compact-xs"
          variant="light"
          leftSection={<IconEye size={14} aria-hidden="true" />}
          loading={pending}
          onClick={onReveal}
          aria-label={`Reveal ${what}`}
        >
          Reveal
        </Button>
      ) : null}
    </Group>
  );
}
