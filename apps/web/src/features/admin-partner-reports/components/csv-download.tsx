import { Button, Group, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useCsvExport } from '../../../shared/data-table/use-csv-export';
import { formatCount } from '../../../shared/format/numbers';

/**
 * Download CSV for a report that is not a paged list (the 16-month tables): the same call's
 * URL with `download=csv`, its progress said as it goes, Cancel while it runs.
 */
export function CsvDownload({ path, fallbackName }: { path: string; fallbackName: string }) {
  const { status, start, cancel } = useCsvExport();
  const running = status.state === 'running';
  return (
    <Group gap="sm" wrap="wrap">
      {running ? (
        <Button variant="default" onClick={cancel}>
          Cancel
        </Button>
      ) : (
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => void start(path, { fallbackName })}
        >
          Download CSV
        </Button>
      )}
      <Text size="sm" c="dimmed" role="status">
        {status.state === 'running'
          ? `Downloading… ${formatCount(status.rows)} rows`
          : status.state === 'done'
            ? `Saved ${status.filename}.`
            : status.state === 'failed'
              ? status.message
              : ''}
      </Text>
    </Group>
  );
}
