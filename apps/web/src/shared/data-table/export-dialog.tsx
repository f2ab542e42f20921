import { Alert, Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { formatCount } from '../format/numbers';
import { useCsvExport } from './use-csv-export';

export interface ExportDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The CSV's path and query after /api (see csvQuery). */
  path: string;
  auth: boolean;
  fallbackName: string;
  /** The labels of the columns the file holds, in order. */
  columnLabels: readonly string[];
  /** The rows the list counts (meta.totalRecords), when known. */
  total: number | undefined;
}

const rowsText = (rows: number) => `${formatCount(rows)} ${rows === 1 ? 'row' : 'rows'}`;

/** Export (`dialog=export`): what the file holds, then its progress with Cancel. */
export function ExportDialog({
  opened,
  onClose,
  path,
  auth,
  fallbackName,
  columnLabels,
  total,
}: ExportDialogProps) {
  const { status, start, cancel } = useCsvExport();
  const running = status.state === 'running';
  // Closing the dialog stops a download in progress.
  useEffect(() => {
    if (!opened) cancel();
  }, [opened, cancel]);
  const download = () => void start(path, { fallbackName, auth });

  return (
    <Modal opened={opened} onClose={onClose} title="Export CSV">
      <Stack gap="md">
        {status.state === 'running' ? (
          <>
            <Text size="sm" role="status">
              Exporting… {rowsText(status.rows)}
              {total ? ` of ${formatCount(total)}` : ''}
            </Text>
            <Progress
              value={total ? Math.min(100, (status.rows / total) * 100) : 100}
              animated={!total}
              striped={!total}
              aria-label="Export progress"
            />
          </>
        ) : status.state === 'done' ? (
          <Text size="sm" role="status">
            Exported {rowsText(status.rows)} to {status.filename}.
          </Text>
        ) : (
          <Text size="sm">
            The file holds every row of this view
            {total !== undefined ? ` (${rowsText(total)})` : ''} with these columns:{' '}
            {columnLabels.join(', ')}.
          </Text>
        )}
        {status.state === 'failed' ? (
          <Alert color="red" variant="light" title="Export failed">
            {status.message}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          {running ? (
            <Button variant="default" onClick={cancel}>
              Cancel
            </Button>
          ) : (
            <>
              <Button variant="default" onClick={onClose}>
                Close
              </Button>
              {status.state === 'done' ? null : (
                <Button onClick={download}>
                  {status.state === 'failed' ? 'Try again' : 'Download CSV'}
                </Button>
              )}
            </>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
