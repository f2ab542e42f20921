import { ActionIcon, CopyButton, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/** Part 2 §2, §9: the copy confirmation shows for 2 seconds. */
export const COPIED_MS = 2_000;

/**
 * Copies an id (the merchant ID of the back office's profile header and of the merchant's
 * dashboard): the button reads 'Copied' and a teal 'Copied' shows for 2 seconds, announced to
 * screen readers.
 */
export function CopyIdButton({ value, label }: { value: string | number; label: string }) {
  return (
    <CopyButton value={String(value)} timeout={COPIED_MS}>
      {({ copied, copy }) => (
        <>
          <ActionIcon
            size="sm"
            variant="subtle"
            color={copied ? 'teal' : 'gray'}
            onClick={copy}
            aria-label={copied ? 'Copied' : label}
          >
            {copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
          </ActionIcon>
          <Text size="xs" c="teal.9" role="status" fw={600}>
            {copied ? 'Copied' : ''}
          </Text>
        </>
      )}
    </CopyButton>
  );
}
