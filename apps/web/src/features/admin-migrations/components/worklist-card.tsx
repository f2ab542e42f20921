import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { PendingMigrationRow } from '@paydesk/domain/admin-merchant-reports';
import { formatMoney } from '@paydesk/domain/money';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { PageNav } from '../../../shared/data-table/page-nav';
import { useWorklist } from '../api/migration-api';

/** The chosen merchants: id → DBA (kept across pages and searches). */
export type Selection = ReadonlyMap<number, string>;

interface WorklistCardProps {
  selection: Selection;
  onSelectionChange: (next: Selection) => void;
}

/**
 * The worklist (part 2 §7 GET /admin/merchants/pending-migrations): merchants still on the
 * older processor, not closed, searched by id or name, each with a checkbox; the choice stays
 * while the admin pages and searches.
 */
export function WorklistCard({ selection, onSelectionChange }: WorklistCardProps) {
  const [search, setSearch] = useState('');
  const [typed, setTyped] = useState('');
  const [page, setPage] = useState(1);
  const worklist = useWorklist(search, page);
  const rows = worklist.data?.data ?? [];
  const choose = (row: PendingMigrationRow, chosen: boolean) => {
    const next = new Map(selection);
    if (chosen) next.set(row.id, row.businessCommonName);
    else next.delete(row.id);
    onSelectionChange(next);
  };
  const pageChosen = rows.length > 0 && rows.every((row) => selection.has(row.id));
  const choosePage = (chosen: boolean) => {
    const next = new Map(selection);
    for (const row of rows) {
      if (chosen) next.set(row.id, row.businessCommonName);
      else next.delete(row.id);
    }
    onSelectionChange(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(typed.trim());
    setPage(1);
  };
  const totalPages = worklist.data?.meta.totalPages ?? 0;
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          Merchants on the older processor
        </Title>
        <form onSubmit={submit} aria-label="Search the worklist">
          <Group gap="xs" align="end" wrap="nowrap">
            <TextInput
              label="Search merchants"
              placeholder="Merchant ID or name"
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
              style={{ flex: 1 }}
            />
            <Button
              type="submit"
              variant="default"
              leftSection={<IconSearch size={16} aria-hidden />}
            >
              Search
            </Button>
          </Group>
        </form>
        <Group justify="space-between" gap="xs">
          <Text size="sm" aria-live="polite">
            {selection.size === 1 ? '1 merchant chosen' : `${selection.size} merchants chosen`}
          </Text>
          {selection.size > 0 && (
            <Button variant="subtle" size="compact-sm" onClick={() => onSelectionChange(new Map())}>
              Clear choice
            </Button>
          )}
        </Group>
        {worklist.isError ? (
          <Alert color="red" title="The merchants could not be loaded">
            <Button variant="light" color="red" size="xs" onClick={() => worklist.refetch()}>
              Try again
            </Button>
          </Alert>
        ) : worklist.isPending ? (
          <Stack gap="xs" aria-label="Loading merchants">
            <Skeleton height={28} />
            <Skeleton height={28} />
            <Skeleton height={28} />
          </Stack>
        ) : rows.length === 0 ? (
          <Text c="dimmed">
            {search
              ? 'No merchant on the older processor matches this search.'
              : 'No merchant is waiting for a migration: every open account is on the newer processor.'}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={420}>
            <Table striped highlightOnHover aria-label="Merchants on the older processor">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={40}>
                    <Checkbox
                      aria-label="Choose every merchant of this page"
                      checked={pageChosen}
                      indeterminate={!pageChosen && rows.some((row) => selection.has(row.id))}
                      onChange={(event) => choosePage(event.currentTarget.checked)}
                    />
                  </Table.Th>
                  <Table.Th>ID</Table.Th>
                  <Table.Th>DBA</Table.Th>
                  <Table.Th visibleFrom="sm">Partner</Table.Th>
                  <Table.Th ta="right">Last month</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td>
                      <Checkbox
                        aria-label={`Choose ${row.businessCommonName} (${row.id})`}
                        checked={selection.has(row.id)}
                        onChange={(event) => choose(row, event.currentTarget.checked)}
                      />
                    </Table.Td>
                    <Table.Td>{row.id}</Table.Td>
                    <Table.Td>{row.businessCommonName}</Table.Td>
                    <Table.Td visibleFrom="sm">{row.partner ?? '—'}</Table.Td>
                    <Table.Td ta="right">{formatMoney(row.lastMonthVolume, row.currency)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <PageNav label="Merchant pages" page={page} totalPages={totalPages} onChange={setPage} />
      </Stack>
    </Card>
  );
}
