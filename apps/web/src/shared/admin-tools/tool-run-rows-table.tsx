import { Alert, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import {
  TOOL_RUN_ROW_STATUS_LABELS,
  type ToolRunFamily,
  type ToolRunRowStatus,
} from '@paydesk/domain/tool-runs';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageNav } from '../data-table/page-nav';
import { toolRunApi } from './tool-run-api';

const PER_PAGE = 25;

/**
 * The rows of a run in file order, a state at a time: the preview's rows that will apply and
 * those that will not (with why), then after the run what became of each.
 */
export function ToolRunRowsTable({
  family,
  runId,
  columns,
  states,
  initial,
}: {
  family: ToolRunFamily;
  runId: number;
  /** The input columns to show, in order (the file's header). */
  columns: readonly { key: string; label: string }[];
  /** The states offered by the filter, in order. */
  states: readonly ToolRunRowStatus[];
  initial?: ToolRunRowStatus;
}) {
  const api = toolRunApi(family);
  const [status, setStatus] = useState<ToolRunRowStatus>(initial ?? states[0] ?? 'pending');
  const [page, setPage] = useState(1);
  const rows = useQuery({
    queryKey: api.keys.rows(runId, status, page),
    queryFn: ({ signal }) => api.rows(runId, { status, page, perPage: PER_PAGE }, signal),
    placeholderData: keepPreviousData,
  });
  const label = (s: ToolRunRowStatus) =>
    s === 'pending' ? 'Will apply' : TOOL_RUN_ROW_STATUS_LABELS[s];

  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label="Rows to show"
        value={status}
        onChange={(value) => {
          setStatus(value as ToolRunRowStatus);
          setPage(1);
        }}
        data={states.map((s) => ({ value: s, label: label(s) }))}
        style={{ alignSelf: 'flex-start', maxWidth: '100%', overflowX: 'auto' }}
      />
      {rows.isError && (
        <Alert color="red" title="The rows could not be loaded">
          {rows.error.message}
        </Alert>
      )}
      {rows.data && rows.data.data.length === 0 && (
        <Text size="sm" c="dimmed">
          No rows here.
        </Text>
      )}
      {rows.data && rows.data.data.length > 0 && (
        <Table.ScrollContainer
          minWidth={480}
          scrollAreaProps={{
            viewportProps: {
              tabIndex: 0,
              role: 'region',
              'aria-label': `Rows: ${label(status)}`,
            },
          }}
        >
          <Table striped withTableBorder aria-label={`Rows: ${label(status)}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Row</Table.Th>
                {columns.map((column) => (
                  <Table.Th key={column.key} scope="col">
                    {column.label}
                  </Table.Th>
                ))}
                <Table.Th scope="col">{status === 'invalid' ? 'Why' : 'Message'}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.data.data.map((row) => (
                <Table.Tr key={row.rowNumber}>
                  <Table.Td>{row.rowNumber}</Table.Td>
                  {columns.map((column) => (
                    <Table.Td key={column.key}>{row.input[column.key] ?? ''}</Table.Td>
                  ))}
                  <Table.Td>{row.message ?? ''}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <PageNav
        label="Row pages"
        page={page}
        totalPages={rows.data?.meta.totalPages ?? 0}
        onChange={setPage}
      />
    </Stack>
  );
}
