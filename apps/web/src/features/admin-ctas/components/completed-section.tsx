import {
  Anchor,
  Badge,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { PageNav } from '../../../shared/data-table/page-nav';
import { LoadErrorAlert } from '../../../shared/errors/load-error-alert';
import { type CtaCompletedRow, useCtaCompleted } from '../api/get-ctas';
import { utc } from './ctas-list-spec';

/** A submitted block's keys as people read them ('contactSsnLast4' -> 'Contact ssn last4'). */
const labelOf = (key: string) => {
  const words = key
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

function DataBlock({ heading, data }: { heading: string; data: Record<string, string> | null }) {
  if (!data) return null;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {heading}
      </Text>
      <Table withRowBorders={false} verticalSpacing={2} fz="sm">
        <Table.Tbody>
          {Object.entries(data).map(([key, value]) => (
            <Table.Tr key={key}>
              <Table.Th scope="row" fw={400} c="dimmed" w="45%">
                {labelOf(key)}
              </Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{value || '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

function Submission({
  row,
  documentsVisible,
}: {
  row: CtaCompletedRow;
  documentsVisible: boolean;
}) {
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="article"
      aria-label={`${row.businessCommonName} (${row.merchantId})`}
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <div>
            <Anchor
              component={Link}
              to={paths.admin.merchants.profile.href(row.merchantId)}
              fw={600}
            >
              {row.businessCommonName} ({row.merchantId})
            </Anchor>
            <Text size="xs" c="dimmed">
              Submitted {utc(row.submittedAt)}
              {row.submittedBy ? ` by ${row.submittedBy}` : ''}
            </Text>
          </div>
          <Badge variant="light" color="teal">
            Completed
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <DataBlock heading="Business details" data={row.business} />
          <DataBlock heading="Identity details" data={row.identity} />
        </SimpleGrid>
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            Documents
          </Text>
          {!documentsVisible || row.documents === null ? (
            <Text size="sm" c="dimmed">
              {row.documentCount === 0
                ? 'No documents were requested.'
                : `${row.documentCount} ${row.documentCount === 1 ? 'document' : 'documents'} sent; viewing them needs the can-view-documents permission.`}
            </Text>
          ) : row.documents.length === 0 ? (
            <Text size="sm" c="dimmed">
              No documents were requested.
            </Text>
          ) : (
            <Stack gap={4}>
              {row.documents.map((doc) => (
                <Group
                  key={`${doc.documentTypeId}-${doc.documentId ?? 'none'}`}
                  gap="xs"
                  wrap="nowrap"
                >
                  <IconFileText size={16} aria-hidden />
                  <Text size="sm">
                    {doc.label}:{' '}
                    {doc.downloadPath ? (
                      <Anchor href={doc.downloadPath} target="_blank" rel="noopener">
                        {doc.fileName ?? 'Open'}
                      </Anchor>
                    ) : (
                      (doc.fileName ?? 'not sent')
                    )}
                  </Text>
                </Group>
              ))}
            </Stack>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}

/**
 * The campaign's completed submissions (GET /admin/cta/completed-report?cta_id=…): what each
 * merchant sent (the SSN only as its last four) and, for admins who may view documents, the
 * documents with their download.
 */
export function CompletedSection({ ctaId }: { ctaId: number }) {
  const [page, setPage] = useState(1);
  const query = useCtaCompleted(ctaId, page);
  return (
    <Stack gap="sm">
      <Title order={2} fz="h4" id="cta-completed">
        Completed submissions
      </Title>
      {query.isPending ? (
        <Stack gap="sm" aria-busy="true">
          <Text role="status" size="sm" c="dimmed">
            Loading the submissions…
          </Text>
          <Skeleton h={120} radius="md" />
        </Stack>
      ) : query.isError ? (
        <LoadErrorAlert
          title="The submissions could not be loaded"
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          No merchant has completed it yet.
        </Text>
      ) : (
        <>
          {query.data.data.map((row) => (
            <Submission
              key={row.submissionId}
              row={row}
              documentsVisible={query.data.documentsVisible}
            />
          ))}
          <PageNav
            label="Submission pages"
            page={page}
            totalPages={query.data.meta.totalPages}
            onChange={setPage}
          />
        </>
      )}
    </Stack>
  );
}
