import { Alert, Anchor, Button, Group, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../shared/api/api-error';
import { StatusPill } from '../../../shared/components/status-pill';
import { formatShortDate } from '../../../shared/format/dates';
import { type BankWatchDetail, useBankWatchEntry } from '../api/get-bank-watch';

export interface BankWatchEntryModalProps {
  /** The entry shown; null: the dialog is closed. */
  entryId: number | null;
  onClose: () => void;
  onEdit: (entry: BankWatchDetail) => void;
  onDelete: (entry: BankWatchDetail) => void;
}

/** An entry with its matching merchants (each a link to its profile), and Edit and Delete. */
export function BankWatchEntryModal({
  entryId,
  onClose,
  onEdit,
  onDelete,
}: BankWatchEntryModalProps) {
  const query = useBankWatchEntry(entryId);
  const entry = query.data;
  return (
    <Modal opened={entryId !== null} onClose={onClose} title="Bank watch entry" size="lg">
      {query.isPending ? (
        <Group gap="xs">
          <Loader size="sm" aria-hidden />
          <Text size="sm">Loading the entry…</Text>
        </Group>
      ) : query.isError || !entry ? (
        <Alert
          color="red"
          icon={<IconAlertTriangle aria-hidden />}
          title="The entry could not be loaded"
        >
          {isApiError(query.error) && query.error.status === 404
            ? 'This entry is no longer on the list.'
            : 'Please try again shortly.'}
        </Alert>
      ) : (
        <Stack gap="md">
          <EntryFacts entry={entry} />
          <MatchingMerchants entry={entry} />
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              leftSection={<IconPencil size={16} aria-hidden />}
              onClick={() => onEdit(entry)}
            >
              Edit
            </Button>
            <Button
              color="red.9"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => onDelete(entry)}
            >
              Delete
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

function EntryFacts({ entry }: { entry: BankWatchDetail }) {
  const rows: [string, string][] = [
    ['Bank', entry.bankName],
    ['Routing number', entry.routingNumber],
    [
      'Account',
      `•••• ${entry.accountNumberLast4}${entry.hasFullAccountNumber ? ' (full number held, encrypted)' : ''}`,
    ],
    ['Reason', entry.reason],
    [
      'Added by',
      `${entry.createdByEmail ?? 'A removed user'}, ${formatShortDate(entry.createdAt)}`,
    ],
  ];
  return (
    <Stack gap={6} component="dl" m={0}>
      {rows.map(([label, value]) => (
        <Group key={label} gap="xs" wrap="nowrap" align="flex-start">
          <Text component="dt" size="sm" c="dimmed" w={120} style={{ flexShrink: 0 }}>
            {label}
          </Text>
          <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

function MatchingMerchants({ entry }: { entry: BankWatchDetail }) {
  if (entry.matches.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No merchant’s bank account matches this entry.
      </Text>
    );
  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        Matching merchants ({entry.matches.length})
      </Text>
      <Table.ScrollContainer minWidth={280}>
        <Table withTableBorder aria-label="Matching merchants">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Merchant</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Matched</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entry.matches.map((match) => (
              <Table.Tr key={match.merchantId}>
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={paths.admin.merchants.profile.href(match.merchantId)}
                    size="sm"
                  >
                    {match.businessCommonName ||
                      match.businessLegalName ||
                      `Merchant ${match.merchantId}`}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    ID {match.merchantId}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <StatusPill merchantStatus={match.status} processorId={match.processorId} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{formatShortDate(match.matchedAt)}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
