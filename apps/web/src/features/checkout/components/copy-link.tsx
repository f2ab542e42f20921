import { Button, Group, TextInput } from '@mantine/core';
import { IconClipboard, IconClipboardCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

/** How long the button reads 'Copied' (part 1 §8, part 2 §8: 2 seconds). */
export const COPIED_MS = 2_000;

/**
 * The link payers open, read-only and selectable, with Copy (reads 'Copied' for 2 s). The
 * clipboard is written here rather than through Mantine's CopyButton: the dashboard's first
 * load holds that component, and a second user would split it into a file of its own there.
 */
export function CopyLink({ url }: { url: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = () => {
    void navigator.clipboard.writeText(url).then(
      () => setCopied(true),
      () => undefined,
    );
  };
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
      <Button
        variant={copied ? 'light' : 'filled'}
        color={copied ? 'teal' : undefined}
        leftSection={
          copied ? (
            <IconClipboardCheck size={16} aria-hidden />
          ) : (
            <IconClipboard size={16} aria-hidden />
          )
        }
        onClick={copy}
        miw={104}
        aria-live="polite"
      >
        {copied ? 'Copied' : 'Copy'}
      </Button>
    </Group>
  );
}
