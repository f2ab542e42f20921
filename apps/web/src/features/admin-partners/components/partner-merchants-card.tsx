import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Pagination,
  ScrollArea,
  Select,
  Stack,
  Table,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { PARTNER_MERCHANT_COLUMNS } from '@paydesk/domain/admin-partners';
import {
  DATE_PRESET_LABELS,
  type DatePreset,
  REPORT_DATE_PRESETS,
} from '@paydesk/domain/date-presets';
import { endpointUrl } from '@paydesk/domain/endpoint';
import { formatMoney } from '@paydesk/domain/money';
import * as routes from '@paydesk/domain/routes/admin-partners';
import { IconArrowDown, IconArrowUp, IconDownload } from '@tabler/icons-react';
import { lazy, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { LazyDialog } from '../../../shared/components/lazy-dialog';
import { StatusPill } from '../../../shared/components/status-pill';
import { withPreset } from '../../../shared/date-range/report-range-params';
import { useReportRange } from '../../../shared/date-range/use-report-range';
import { formatShortDate } from '../../../shared/format/dates';
import { usePartnerMerchants } from '../api/get-partner';

const ExportDialog = lazy(async () => ({
  default: (await import('../../../shared/data-table/export-dialog')).ExportDialog,
}));

/** The file's columns (the server's defaults), by label. */
const CSV_COLUMNS = PARTNER_MERCHANT_COLUMNS.map((column) => column.label);

const PRESET_OPTIONS = REPORT_DATE_PRESETS.filter((p) => p !== 'custom').map((value) => ({
  value,
  label: DATE_PRESET_LABELS[value],
}));

const SORTABLE = { id: 'ID', businessCommonName: 'DBA', status: 'Status' } as const;
type SortKey = keyof typeof SORTABLE;

/**
 * The partner's merchants with their sales, volume, fees and residual over the range of the
 * URL (shared/date-range, UTC days, a year at most); the page and sort live in the URL too.
 */
export function PartnerMerchantsCard({ partnerId }: { partnerId: number }) {
  const range = useReportRange('UTC', REPORT_DATE_PRESETS, { withinOneYear: true });
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('mpage')) || 1);
  const sort = params.get('msort') ?? 'businessCommonName';
  const query = usePartnerMerchants(partnerId, {
    start_date: range.range.from,
    end_date: range.range.to,
    page,
    sort,
  });
  const set = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );
  const sortBy = (key: SortKey) => set({ msort: sort === key ? `-${key}` : key, mpage: null });
  const header = (key: SortKey) => {
    const active = sort.replace('-', '') === key;
    const desc = sort.startsWith('-');
    return (
      <Table.Th aria-sort={active ? (desc ? 'descending' : 'ascending') : 'none'}>
        <UnstyledButton onClick={() => sortBy(key)} fw={600} fz="sm">
          {SORTABLE[key]}{' '}
          {active ? (
            desc ? (
              <IconArrowDown size={12} aria-hidden />
            ) : (
              <IconArrowUp size={12} aria-hidden />
            )
          ) : null}
        </UnstyledButton>
      </Table.Th>
    );
  };
  const data = query.data;
  const [exporting, setExporting] = useState(false);
  const csvPath = endpointUrl(routes.getPartnerMerchants, {
    params: { id: partnerId },
    query: { start_date: range.range.from, end_date: range.range.to, sort, download: 'csv' },
  });
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <div>
            <Title order={2} fz="h4">
              Merchants
            </Title>
            <Text size="sm" c="dimmed">
              Volume and residuals from {formatShortDate(range.range.from)} to{' '}
              {formatShortDate(range.range.to)} (UTC days).
            </Text>
          </div>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <Select
              label="Date range"
              data={PRESET_OPTIONS}
              value={range.preset === 'custom' ? null : range.preset}
              placeholder={range.label}
              onChange={(value) => {
                if (!value) return;
                // One URL update: two in a row would each start from the same URL, and the
                // second (the page reset) would put the old range back.
                setParams(
                  (current) => {
                    const next = withPreset(current, value as Exclude<DatePreset, 'custom'>);
                    next.delete('mpage');
                    return next;
                  },
                  { replace: true },
                );
              }}
              allowDeselect={false}
              w={200}
            />
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={() => setExporting(true)}
              disabled={!data || data.meta.totalRecords === 0}
            >
              Export
            </Button>
          </Group>
        </Group>
        <LazyDialog opened={exporting}>
          {(opened) => (
            <ExportDialog
              opened={opened}
              onClose={() => setExporting(false)}
              path={csvPath}
              auth
              fallbackName={`partner-${partnerId}-merchants.csv`}
              columnLabels={CSV_COLUMNS}
              total={data?.meta.totalRecords}
            />
          )}
        </LazyDialog>
        {query.error ? (
          <Alert color="red" title="The merchants could not be loaded">
            <Button size="xs" variant="light" onClick={() => void query.refetch()}>
              Retry
            </Button>
          </Alert>
        ) : data === undefined ? (
          <Text size="sm" c="dimmed" role="status">
            Loading the merchants…
          </Text>
        ) : data.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            This partner has no merchants yet.
          </Text>
        ) : (
          <>
            <ScrollArea type="auto">
              <Table highlightOnHover miw={760} aria-label="Partner merchants">
                <Table.Thead>
                  <Table.Tr>
                    {header('id')}
                    {header('businessCommonName')}
                    {header('status')}
                    <Table.Th>Processor</Table.Th>
                    <Table.Th>Country</Table.Th>
                    <Table.Th ta="right">Sales</Table.Th>
                    <Table.Th ta="right">Volume</Table.Th>
                    <Table.Th ta="right">Fees</Table.Th>
                    <Table.Th ta="right">Residual</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.data.map((m) => (
                    <Table.Tr key={m.id}>
                      <Table.Td>
                        <Anchor
                          component={Link}
                          to={paths.admin.merchants.profile.href(m.id)}
                          inherit
                        >
                          {m.id}
                        </Anchor>
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{m.businessCommonName}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        <StatusPill merchantStatus={m.status} processorId={m.processor} />
                      </Table.Td>
                      <Table.Td>{m.processor === 3 ? 'Newer' : 'Older'}</Table.Td>
                      <Table.Td>{m.country ?? '—'}</Table.Td>
                      <Table.Td ta="right">{m.transactions.toLocaleString('en-US')}</Table.Td>
                      <Table.Td ta="right">{formatMoney(m.volume, m.currency)}</Table.Td>
                      <Table.Td ta="right">{formatMoney(m.fees, m.currency)}</Table.Td>
                      <Table.Td ta="right">{formatMoney(m.residual, m.currency)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea>
            <Group justify="space-between" wrap="wrap">
              <Text size="sm" c="dimmed">
                {data.meta.totalRecords} merchants
              </Text>
              {data.meta.totalPages > 1 ? (
                <Pagination
                  total={data.meta.totalPages}
                  value={page}
                  onChange={(next) => set({ mpage: String(next) })}
                  size="sm"
                  getControlProps={(control) => ({
                    'aria-label': control === 'next' ? 'Next page' : 'Previous page',
                  })}
                />
              ) : null}
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}
