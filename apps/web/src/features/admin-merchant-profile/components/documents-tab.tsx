import {
  Badge,
  Box,
  Button,
  Card,
  Group,
  MultiSelect,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  type AdminMerchantDocument,
  DOCUMENT_TYPE_OPTIONS,
  RECORDS_MESSAGES,
} from '@paydesk/domain/admin-merchant-records';
import { IconDownload, IconMail, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { AdminPermissionGate } from '../../../shared/account/admin-permission-gate';
import { isApiError } from '../../../shared/api/api-error';
import { DetailSection } from '../../../shared/detail-page/detail-section';
import { formatShortDate } from '../../../shared/format/dates';
import { notify } from '../../../shared/notifications/notify';
import type { MerchantProfile } from '../api/get-merchant-profile';
import {
  downloadDocument,
  useDeleteDocument,
  useMerchantDocuments,
  useSendDocument,
} from '../api/merchant-records';
import { ConfirmDialog } from './records/confirm-dialog';
import { RecordEmpty, RecordError, RecordLoading } from './records/record-states';

const STATUS_COLORS: Record<AdminMerchantDocument['status'], string> = {
  requested: 'yellow',
  submitted: 'blue',
  approved: 'green',
  rejected: 'red',
};
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function sizeText(bytes: number | null): string {
  if (bytes === null) return '—';
  return bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} mb`
    : `${Math.max(1, Math.round(bytes / 1024))} kb`;
}

type Pending = { action: 'send' | 'delete'; document: AdminMerchantDocument } | null;

function DocumentList({ profile }: { profile: MerchantProfile }) {
  const [types, setTypes] = useState<string[]>([]);
  const typeIds = types.map(Number);
  const documents = useMerchantDocuments(profile.id, typeIds);
  const send = useSendDocument(profile.id);
  const remove = useDeleteDocument(profile.id);
  const [pending, setPending] = useState<Pending>(null);
  const [downloading, setDownloading] = useState<number | null>(null);
  const narrow = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });

  const close = () => {
    send.reset();
    remove.reset();
    setPending(null);
  };
  const confirm = () => {
    if (!pending) return;
    if (pending.action === 'send') {
      send.mutate(pending.document.id, {
        onSuccess: (answer) => {
          notify({
            level: 'success',
            title: RECORDS_MESSAGES.documentSent,
            message: `Sent to ${answer.sentTo}`,
          });
          close();
        },
      });
    } else {
      remove.mutate(pending.document.id, {
        onSuccess: () => {
          notify({ level: 'success', title: 'Done', message: RECORDS_MESSAGES.documentDeleted });
          close();
        },
      });
    }
  };
  const download = async (document: AdminMerchantDocument) => {
    setDownloading(document.id);
    try {
      await downloadDocument(profile.id, document.id, document.name);
    } catch (error) {
      notify({
        level: 'error',
        title: 'The document could not be downloaded',
        message: isApiError(error) ? error.message : 'Please try again.',
      });
    } finally {
      setDownloading(null);
    }
  };

  const actionsOf = (document: AdminMerchantDocument, justify: 'flex-start' | 'flex-end') => (
    <Group gap="xs" wrap="nowrap" justify={justify}>
      <Button
        size="compact-sm"
        variant="default"
        leftSection={<IconDownload size={14} aria-hidden="true" />}
        disabled={!document.hasFile}
        loading={downloading === document.id}
        aria-label={`Download ${document.name}`}
        onClick={() => void download(document)}
      >
        Download
      </Button>
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconMail size={14} aria-hidden="true" />}
        disabled={!document.hasFile}
        aria-label={`Send ${document.name}`}
        onClick={() => setPending({ action: 'send', document })}
      >
        Send
      </Button>
      <Button
        size="compact-sm"
        variant="light"
        color="red"
        leftSection={<IconTrash size={14} aria-hidden="true" />}
        aria-label={`Delete ${document.name}`}
        onClick={() => setPending({ action: 'delete', document })}
      >
        Delete
      </Button>
    </Group>
  );

  let body: ReactNode;
  if (documents.isPending) body = <RecordLoading label="Loading the documents…" />;
  else if (documents.isError)
    body = (
      <RecordError
        title="The documents could not be loaded"
        error={documents.error}
        onRetry={() => void documents.refetch()}
      />
    );
  else if (documents.data.data.length === 0)
    body = (
      <RecordEmpty>
        {typeIds.length > 0 ? 'No documents of these types.' : 'This merchant has no documents.'}
      </RecordEmpty>
    );
  else if (narrow)
    body = (
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {documents.data.data.map((document) => (
          <Card key={document.id} component="li" withBorder radius="md" padding="sm">
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {document.name}
              </Text>
              <Badge
                variant="light"
                color={STATUS_COLORS[document.status]}
                style={{ flexShrink: 0 }}
              >
                {capitalised(document.status)}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed" mt={4}>
              {document.documentTypeLabel} · {formatShortDate(document.createdAt.slice(0, 10))} ·{' '}
              {sizeText(document.size)}
            </Text>
            <Box mt="sm">{actionsOf(document, 'flex-start')}</Box>
          </Card>
        ))}
      </Stack>
    );
  else
    body = (
      <Table.ScrollContainer minWidth={760}>
        <Table verticalSpacing="sm" striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Type</Table.Th>
              <Table.Th>Name</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Added</Table.Th>
              <Table.Th>Size</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {documents.data.data.map((document) => (
              <Table.Tr key={document.id}>
                <Table.Td>{document.documentTypeLabel}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{document.name}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={STATUS_COLORS[document.status]}>
                    {capitalised(document.status)}
                  </Badge>
                </Table.Td>
                <Table.Td>{formatShortDate(document.createdAt.slice(0, 10))}</Table.Td>
                <Table.Td>{sizeText(document.size)}</Table.Td>
                <Table.Td>{actionsOf(document, 'flex-end')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );

  return (
    <DetailSection title="Documents">
      <Stack gap="md">
        <MultiSelect
          label="Document types"
          placeholder={types.length === 0 ? 'Every type' : undefined}
          data={DOCUMENT_TYPE_OPTIONS.map((option) => ({
            value: String(option.id),
            label: option.label,
          }))}
          value={types}
          onChange={setTypes}
          clearable
          maw={480}
        />
        {body}
      </Stack>
      <ConfirmDialog
        opened={pending?.action === 'send'}
        title="Send document"
        confirmLabel="Send"
        pending={send.isPending}
        error={send.error}
        errorTitle="The document could not be sent"
        onConfirm={confirm}
        onClose={close}
      >
        E-mail a link to <strong>{pending?.document.name}</strong> to the merchant's primary
        contact?
      </ConfirmDialog>
      <ConfirmDialog
        opened={pending?.action === 'delete'}
        title="Delete document"
        confirmLabel="Delete"
        danger
        pending={remove.isPending}
        error={remove.error}
        errorTitle="The document could not be deleted"
        onConfirm={confirm}
        onClose={close}
      >
        Delete <strong>{pending?.document.name}</strong>? Its file is removed too; this cannot be
        undone.
      </ConfirmDialog>
    </DetailSection>
  );
}

/**
 * The Documents tab (part 2 §2; only with can-view-documents): the merchant's documents by
 * type, with download, send to the primary contact and delete (each confirmed).
 */
export function DocumentsTab({ profile }: { profile: MerchantProfile }) {
  return (
    <AdminPermissionGate permission="can-view-documents">
      <DocumentList profile={profile} />
    </AdminPermissionGate>
  );
}
