import { Button, CopyButton, Group, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/** How long the button reads 'Copied' (part 1 §8, part 2 §8: 2 seconds). */
export const COPIED_MS = 2_000;

/** The link payers open, read-only and selectable, with Copy (reads 'Copied' for 2 s). */
export function CopyLink({ url }: { url: string }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-end">
      <TextInput
        label="Link"
        value={url}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
        style={{ flex: 1, minWidth: 0 }}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      />
      <CopyButton value={url} timeout={COPIED_MS}>
        {({ copied, copy }) => (
          <Button
            variant={copied ? 'light' : 'filled'}
            color={copied ? 'teal' : undefined}
            leftSection={
              copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
            }
            onClick={copy}
            miw={104}
            aria-live="polite"
          >
            {copied ? 'Copied' : 'Copy'}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
