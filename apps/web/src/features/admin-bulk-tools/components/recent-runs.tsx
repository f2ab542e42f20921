import { Alert, Button, Card, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import type { BulkTab } from '@paydesk/domain/admin-bulk-tools';
import { TOOL_RUN_STATUS_LABELS } from '@paydesk/domain/tool-runs';
import { useState } from 'react';
import { PageNav } from '../../../shared/data-table/page-nav';
import { browserTimeZone } from '../../../shared/date-range/report-range-params';
import { formatDateTime } from '../../../shared/format/zoned-dates';
import { useRecentRuns } from '../api/bulk-api';

/** The tab's recent runs (newest first), each opened in the page (`?run=`). */
export function RecentRuns({
  tab,
  current,
  onOpen,
}: {
  tab: BulkTab;
  current: number | null;
  onOpen: (runId: number) => void;
}) {
  const [page, setPage] = useState(1);
  const runs = useRecentRuns(tab, page);
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          Recent runs
        </Title>
        {runs.isPending && (
          <Group gap="xs">
            <Loader size="sm" />
            <Text size="sm">Loading the runs…</Text>
          </Group>
        )}
        {runs.isError && (
          <Alert color="red" title="The runs could not be loaded">
            {runs.error.message}
          </Alert>
        )}
        {runs.data && runs.data.data.length === 0 && (
          <Text size="sm" c="dimmed">
            No runs yet: upload a file to start one.
          </Text>
        )}
        {runs.data && runs.data.data.length > 0 && (
          <Table.ScrollContainer minWidth={560}>
            <Table striped aria-label="Recent runs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Run</Table.Th>
                  <Table.Th scope="col">File</Table.Th>
                  <Table.Th scope="col">State</Table.Th>
                  <Table.Th scope="col">Rows</Table.Th>
                  <Table.Th scope="col">By</Table.Th>
                  <Table.Th scope="col">Created</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {runs.data.data.map((run) => (
                  <Table.Tr key={run.id} aria-current={run.id === current ? 'true' : undefined}>
                    <Table.Td>
                      <Button variant="subtle" size="compact-sm" onClick={() => onOpen(run.id)}>
                        Open run {run.id}
                      </Button>
                    </Table.Td>
                    <Table.Td>{run.fileName ?? ''}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {TOOL_RUN_STATUS_LABELS[run.status]}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {run.appliedRows}/{run.totalRows} applied · {run.failedRows} failed ·{' '}
                      {run.invalidRows} invalid
                      {run.cancelledRows > 0 ? ` · ${run.cancelledRows} cancelled` : ''}
                    </Table.Td>
                    <Table.Td>{run.createdBy?.email ?? ''}</Table.Td>
                    <Table.Td>{formatDateTime(run.createdAt, browserTimeZone())}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <PageNav
          label="Run pages"
          page={page}
          totalPages={runs.data?.meta.totalPages ?? 0}
          onChange={setPage}
        />
      </Stack>
    </Card>
  );
}
