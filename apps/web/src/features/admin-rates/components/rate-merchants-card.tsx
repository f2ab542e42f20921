import { Anchor, Group, Pagination, Skeleton, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { DetailSection } from '../../../shared/detail-page/detail-section';
import { LoadErrorAlert } from '../../../shared/errors/load-error-alert';
import { formatCount } from '../../../shared/format/numbers';
import { useRateAccounts } from '../api/get-rates';

/** The merchants on the rate (GET /admin/rates/accounts?rate_id=), 10 a page. */
export function RateMerchantsCard({ rateId }: { rateId: number }) {
  const [page, setPage] = useState(1);
  const accounts = useRateAccounts(rateId, page);
  const data = accounts.data;
  return (
    <DetailSection title="Merchants on this rate">
      {accounts.error ? (
        <LoadErrorAlert
          title="The merchants could not be loaded"
          error={accounts.error}
          onRetry={() => void accounts.refetch()}
        />
      ) : !data ? (
        <Skeleton h={120} aria-label="Loading the merchants" />
      ) : data.meta.totalRecords === 0 ? (
        <Text size="sm" c="dimmed">
          No merchant is on this rate.
        </Text>
      ) : (
        <>
          <Text size="sm" c="dimmed" mb="xs">
            {formatCount(data.meta.totalRecords)}{' '}
            {data.meta.totalRecords === 1 ? 'merchant' : 'merchants'}
          </Text>
          <Table.ScrollContainer minWidth={360}>
            <Table striped highlightOnHover aria-label="Merchants on this rate">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>ID</Table.Th>
                  <Table.Th>DBA</Table.Th>
                  <Table.Th>Partner</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.data.map((m) => (
                  <Table.Tr key={m.id}>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={paths.admin.merchants.profile.href(m.id)}
                        size="sm"
                      >
                        {m.id}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{m.businessCommonName}</Table.Td>
                    <Table.Td>{m.partnerName ?? '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {data.meta.totalPages > 1 ? (
            <Group justify="flex-end" mt="sm">
              <Pagination
                total={data.meta.totalPages}
                value={page}
                onChange={setPage}
                size="sm"
                aria-label="Pages of merchants"
              />
            </Group>
          ) : null}
        </>
      )}
    </DetailSection>
  );
}
