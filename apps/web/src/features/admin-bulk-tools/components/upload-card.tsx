import { Button, Card, FileInput, Group, Stack, Table, Text, Title } from '@mantine/core';
import {
  BULK_COLUMN_HELP,
  BULK_COLUMNS,
  BULK_LIMITS,
  BULK_MESSAGES,
  BULK_TAB_LABELS,
  type BulkTab,
} from '@paydesk/domain/admin-bulk-tools';
import { IconDownload, IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import { newIdempotencyKey } from '../../../shared/api/call-endpoint';
import { notify } from '../../../shared/notifications/notify';
import { downloadBulkTemplate, usePreviewUpload } from '../api/bulk-api';

/**
 * A tab's upload: the columns the file takes, its template, and the file, checked before it is
 * sent (a CSV of at most 5 MB) and then by the server, which answers the preview run.
 */
export function UploadCard({
  tab,
  onPreview,
}: {
  tab: BulkTab;
  onPreview: (runId: number) => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [key, setKey] = useState(newIdempotencyKey);
  const [localError, setLocalError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const upload = usePreviewUpload(tab);

  const choose = (next: File | null) => {
    setFile(next);
    setKey(newIdempotencyKey());
    upload.reset();
    setLocalError(next && next.size > BULK_LIMITS.maxBytes ? BULK_MESSAGES.tooLarge : null);
  };
  const send = () => {
    if (!file) {
      setLocalError(BULK_MESSAGES.noFile);
      return;
    }
    if (localError) return;
    upload.mutate(
      { file, idempotencyKey: key },
      { onSuccess: (answer) => onPreview(answer.run.id) },
    );
  };
  const template = async () => {
    setDownloading(true);
    try {
      await downloadBulkTemplate(tab);
    } catch (error) {
      notify({ title: 'Download failed', message: (error as Error).message, level: 'error' });
    } finally {
      setDownloading(false);
    }
  };
  const serverError = upload.error
    ? (upload.error.fieldErrors?.file?.[0] ?? upload.error.message)
    : null;

  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={2} fz="h4">
            {BULK_TAB_LABELS[tab]}
          </Title>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={template}
            loading={downloading}
          >
            Download template
          </Button>
        </Group>
        <Text size="sm">
          The first row must be exactly this header; then one row per{' '}
          {tab === 'add-users' ? 'user' : 'merchant'}.
        </Text>
        <Table.ScrollContainer
          minWidth={280}
          // A table wider than a phone scrolls sideways: the keyboard reaches it too.
          scrollAreaProps={{
            viewportProps: { tabIndex: 0, role: 'region', 'aria-label': 'Columns of the file' },
          }}
        >
          <Table withTableBorder aria-label="Columns of the file">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Column</Table.Th>
                <Table.Th scope="col">What it takes</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {BULK_COLUMNS[tab].map((column) => (
                <Table.Tr key={column}>
                  <Table.Td>
                    <code>{column}</code>
                  </Table.Td>
                  <Table.Td>{BULK_COLUMN_HELP[tab][column]}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <FileInput
          label="CSV file"
          description={`UTF-8, at most ${BULK_LIMITS.maxBytes / 1024 / 1024} MB and ${BULK_LIMITS.maxRows.toLocaleString('en-US')} rows`}
          placeholder="Choose a .csv file"
          accept=".csv,text/csv"
          leftSection={<IconFileTypeCsv size={16} aria-hidden />}
          value={file}
          onChange={choose}
          clearable
          error={localError ?? serverError}
        />
        <Group>
          <Button onClick={send} loading={upload.isPending}>
            Check file
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
