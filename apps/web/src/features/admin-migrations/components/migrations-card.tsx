import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  List,
  Modal,
  SegmentedControl,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import {
  MIGRATION_STATUS_LABELS,
  MIGRATION_STATUSES,
  type MigrationStatus,
} from '@paydesk/domain/admin-migration-fields';
import type { CompleteMigrationsResult, Migration } from '@paydesk/domain/admin-migrations';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { newIdempotencyKey } from '../../../shared/api/call-endpoint';
import { PageNav } from '../../../shared/data-table/page-nav';
import { useCompleteMigrations, useMigrations } from '../api/migration-api';

export type MigrationFilter = MigrationStatus | 'all';

const STATUS_COLOURS: Record<MigrationStatus, string> = {
  opened: 'blue',
  failed: 'red',
  completed: 'green',
  reverted: 'gray',
};

const EMPTY_TEXTS: Record<MigrationFilter, string> = {
  opened: 'No opened account is waiting to be completed.',
  failed: 'No migration has failed.',
  completed: 'No migration has been completed yet.',
  reverted: 'No migration has been reverted.',
  all: 'No migration has been started yet.',
};

const payoutText = (m: Migration) =>
  m.payoutAnchor ? `${m.payoutFrequency} (${m.payoutAnchor})` : m.payoutFrequency;

interface MigrationsCardProps {
  filter: MigrationFilter;
  onFilterChange: (filter: MigrationFilter) => void;
}

/**
 * The migrations (GET /admin/merchants/migrations) by state: opened ones with 'Complete
 * migrations' (POST /admin/merchants/complete-migrations, behind a confirmation, answering what
 * became of each merchant), failed ones with the processor's reason.
 */
export function MigrationsCard({ filter, onFilterChange }: MigrationsCardProps) {
  const [page, setPage] = useState(1);
  const migrations = useMigrations(filter, page);
  const complete = useCompleteMigrations();
  const [confirming, setConfirming] = useState(false);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [result, setResult] = useState<CompleteMigrationsResult | null>(null);
  const rows = migrations.data?.data ?? [];
  const total = migrations.data?.meta.totalRecords ?? 0;
  const totalPages = migrations.data?.meta.totalPages ?? 0;
  const run = () =>
    complete.mutate(
      { idempotencyKey },
      {
        onSuccess: (answer) => {
          setResult(answer);
          setConfirming(false);
          setIdempotencyKey(newIdempotencyKey());
        },
        onError: () => setConfirming(false),
      },
    );
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="h4">
            Migrations
          </Title>
          {filter === 'opened' && total > 0 && (
            <Button
              onClick={() => {
                complete.reset();
                setConfirming(true);
              }}
            >
              Complete migrations
            </Button>
          )}
        </Group>
        <SegmentedControl
          aria-label="Migrations to show"
          value={filter}
          onChange={(value) => {
            setPage(1);
            onFilterChange(value as MigrationFilter);
          }}
          data={[
            ...MIGRATION_STATUSES.map((status) => ({
              value: status,
              label: MIGRATION_STATUS_LABELS[status],
            })),
            { value: 'all', label: 'All' },
          ]}
          fullWidth
          orientation="horizontal"
          styles={{ root: { flexWrap: 'wrap' } }}
        />
        {result && (
          <Alert
            color={result.skipped > 0 ? 'yellow' : 'green'}
            title={`${result.completed} completed, ${result.skipped} skipped`}
            withCloseButton
            closeButtonLabel="Dismiss"
            onClose={() => setResult(null)}
          >
            {result.skipped > 0 && (
              <List size="sm">
                {result.data
                  .filter((row) => row.outcome === 'skipped')
                  .map((row) => (
                    <List.Item key={row.merchantId}>
                      {`${row.businessCommonName ?? row.merchantId} (${row.merchantId}): ${row.message}`}
                    </List.Item>
                  ))}
              </List>
            )}
          </Alert>
        )}
        {complete.error && (
          <Alert color="red" title="The migrations were not completed">
            {complete.error.errorMessage ?? complete.error.message}
          </Alert>
        )}
        {migrations.isError ? (
          <Alert color="red" title="The migrations could not be loaded">
            <Button variant="light" color="red" size="xs" onClick={() => migrations.refetch()}>
              Try again
            </Button>
          </Alert>
        ) : migrations.isPending ? (
          <Stack gap="xs" aria-label="Loading migrations">
            <Skeleton height={28} />
            <Skeleton height={28} />
          </Stack>
        ) : rows.length === 0 ? (
          <Text c="dimmed">{EMPTY_TEXTS[filter]}</Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table aria-label="Migrations">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Merchant</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>New gateway ID</Table.Th>
                  <Table.Th>Rate</Table.Th>
                  <Table.Th>Payout</Table.Th>
                  <Table.Th>Reason</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((m) => (
                  <Table.Tr key={m.id}>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={paths.admin.merchants.profile.href(m.merchantId)}
                      >
                        {`${m.businessCommonName} (${m.merchantId})`}
                      </Anchor>
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      <Badge color={STATUS_COLOURS[m.status]} variant="light" miw="max-content">
                        {MIGRATION_STATUS_LABELS[m.status]}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{m.newGatewayId ?? '—'}</Table.Td>
                    <Table.Td>{m.rateName ?? '—'}</Table.Td>
                    <Table.Td>{payoutText(m)}</Table.Td>
                    <Table.Td>{m.failureMessage ?? '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <PageNav label="Migration pages" page={page} totalPages={totalPages} onChange={setPage} />
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Complete the opened migrations?"
        centered
      >
        <Stack gap="md">
          <Text size="sm">
            {`${total === 1 ? 'The merchant' : `Each of the ${total} merchants`} with an opened account moves to the newer processor now, with the rate and payout chosen for the migration. The profile's Revert Processor can take a merchant back.`}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button onClick={run} loading={complete.isPending}>
              Complete migrations
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
