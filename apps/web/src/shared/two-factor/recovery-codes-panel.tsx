import { Alert, Button, Checkbox, CopyButton, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCopy, IconDownload, IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { saveBlob } from '../api/download-file';

interface RecoveryCodesPanelProps {
  codes: readonly string[];
  onContinue: () => void;
  continueLabel: string;
  loading?: boolean;
}

/**
 * The ten recovery codes, shown this once: copy or download them, then confirm they are
 * saved before going on.
 */
export function RecoveryCodesPanel({
  codes,
  onContinue,
  continueLabel,
  loading = false,
}: RecoveryCodesPanelProps) {
  const [saved, setSaved] = useState(false);
  const text = codes.join('\n');
  return (
    <Stack gap="md">
      <Alert
        color="yellow"
        variant="light"
        icon={<IconKey size={18} aria-hidden />}
        title="Save your recovery codes"
      >
        Each code signs you in once if you lose your phone. They are shown only now: keep them
        somewhere safe, such as a password manager.
      </Alert>
      <SimpleGrid
        cols={2}
        spacing="xs"
        verticalSpacing={4}
        component="ul"
        aria-label="Recovery codes"
        p="sm"
        m={0}
        style={{
          listStyle: 'none',
          fontFamily: 'var(--mantine-font-family-monospace)',
          background: 'var(--mantine-color-gray-0)',
          border: '1px solid var(--mantine-color-gray-3)',
          borderRadius: 8,
        }}
      >
        {codes.map((code) => (
          <Text component="li" key={code} size="sm" ta="center" data-testid="recovery-code">
            {code}
          </Text>
        ))}
      </SimpleGrid>
      <Group gap="sm" grow>
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button
              variant="default"
              onClick={copy}
              leftSection={<IconCopy size={16} aria-hidden />}
            >
              {copied ? 'Copied' : 'Copy'}
            </Button>
          )}
        </CopyButton>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() =>
            saveBlob(
              new Blob([`Paydesk recovery codes\n\n${text}\n`], { type: 'text/plain' }),
              'paydesk-recovery-codes.txt',
            )
          }
        >
          Download
        </Button>
      </Group>
      <Checkbox
        label="I have saved these codes"
        checked={saved}
        onChange={(event) => setSaved(event.currentTarget.checked)}
      />
      <Button onClick={onContinue} disabled={!saved} loading={loading} fullWidth>
        {continueLabel}
      </Button>
    </Stack>
  );
}
