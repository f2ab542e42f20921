import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReconciliationLine } from '@paydesk/domain/admin-transaction-reports';
import { LIST_PARAMS } from '@paydesk/domain/list-params';
import { formatMoney } from '@paydesk/domain/money';
import { IconReceiptOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { AdminPermissionGate } from '../../../shared/account/admin-permission-gate';
import { AdminReportHeader } from '../../../shared/admin-reports/admin-report-header';
import { MERCHANT_PARAM } from '../../../shared/admin-reports/report-scope';
import { isApiError } from '../../../shared/api/api-error';
import { PageState } from '../../../shared/components/page-state';
import { DataTable } from '../../../shared/data-table/data-table';
import { ListPagination } from '../../../shared/data-table/list-pagination';
import { ListToolbar } from '../../../shared/data-table/list-toolbar';
import { BackLink } from '../../../shared/detail-page/detail-page-parts';
import { routeIdOf } from '../../../shared/detail-page/route-id';
import { LoadErrorAlert } from '../../../shared/errors/load-error-alert';
import { useListQuery } from '../../../shared/list-state/use-list-query';
import { useListState } from '../../../shared/list-state/use-list-state';
import { PageTitle, pageTitle } from '../../../shared/page-title/page-title';
import { getReconciliation, reconciliationExport } from '../api/get-reconciliation';
import { reportKeys } from '../api/report-keys';
import { reconciliationDetailSpec, reconciliationSpec } from '../components/reconciliation-spec';
import { ReportListScreen } from '../components/report-list-screen';
import { reconciliationSummary } from '../utils/reconciliation-differences';
import { payoutHref, transactionHref } from '../utils/report-links';

const TITLE = 'Processor Reconciliation';
const reportListHref = () => paths.admin.reports.processorReconciliation.href();
/** The payout whose transactions the page shows (the API's `deposit_id`). */
const DEPOSIT_PARAM = 'deposit_id';
/** What a list owns in the URL: left behind when the page switches between its two lists. */
const LIST_OWNED = [
  LIST_PARAMS.page,
  LIST_PARAMS.perPage,
  LIST_PARAMS.sort,
  LIST_PARAMS.asOf,
  LIST_PARAMS.columns,
  LIST_PARAMS.search,
];

const DEFINITION =
  "Reported: the processor's settlement record of each payout's batch (count, gross, fees, net), " +
  'stored when the batch settled, and the amount paid out. Ledger: what the transactions in the batch add up to now. ' +
  'Differences are the ledger less the reported figures.';

/**
 * /admin/reports/processor-reconciliation: per payout, what the processor reported against
 * the ledger, differences highlighted (and a filter of only those); `?deposit_id=` shows one
 * payout's transactions with each side. Without can-view-processor-reconciliation-report:
 * 'Not Allowed'.
 */
export function ReconciliationPage() {
  const [params] = useSearchParams();
  const raw = params.get(DEPOSIT_PARAM);
  return (
    <AdminPermissionGate permission="can-view-processor-reconciliation-report">
      {raw === null ? (
        <PayoutsReconciliation />
      ) : (
        <PayoutTransactionsReconciliation key={raw} depositId={routeIdOf(raw)} />
      )}
    </AdminPermissionGate>
  );
}

/** The current URL with other parameters (`undefined` removes one), the lists' own dropped. */
function hrefWith(params: URLSearchParams, changes: Record<string, string | undefined>): string {
  const next = new URLSearchParams(params);
  for (const key of LIST_OWNED) next.delete(key);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) next.delete(key);
    else next.set(key, value);
  }
  const search = next.toString();
  return `${reportListHref()}${search ? `?${search}` : ''}`;
}

function PayoutsReconciliation() {
  const [params] = useSearchParams();
  return (
    <ReportListScreen
      title={TITLE}
      subtitle="Deposit dates in UTC."
      spec={reconciliationSpec}
      queryKey={reportKeys.reconciliation}
      fetchPage={getReconciliation}
      exportTarget={reconciliationExport}
      allMerchantsHref={reportListHref()}
      rowHref={(line) => hrefWith(params, { [DEPOSIT_PARAM]: String(line.depositId) })}
      intro={
        <Text size="sm" c="dimmed" maw="60rem">
          {DEFINITION}
        </Text>
      }
    />
  );
}

/** The payout's own line: both sides side by side, and what differs. */
function PayoutLine({ line }: { line: ReconciliationLine }) {
  const money = (cents: number | null) =>
    cents === null ? '—' : formatMoney(cents, line.currency);
  const rows: [string, string, string][] = [
    ['Transactions', String(line.reportedCount), String(line.ledgerCount)],
    ['Gross', money(line.reportedGross), money(line.ledgerGross)],
    ['Fees', money(line.reportedFees), money(line.ledgerFees)],
    ['Net', money(line.reportedNet), money(line.ledgerNet)],
  ];
  return (
    <Paper component="section" aria-labelledby="reconciled-payout" withBorder radius="lg" p="lg">
      <Group justify="space-between" align="flex-start" gap="sm">
        <div>
          <Title id="reconciled-payout" order={2} fz="h3">
            {`Payout ${line.depositId} · ${line.merchantName} / ${line.merchantId}`}
          </Title>
          <Text size="sm" c="dimmed">
            {`Batch ${line.batchNumber}, settled ${line.batchDate}, deposit date ${line.depositDate}; paid out ${money(line.depositAmount)}.`}
          </Text>
        </div>
        <Anchor component={Link} to={payoutHref(line.merchantId, line.depositId)} size="sm">
          Open the payout
        </Anchor>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} mt="md" spacing="md">
        {(['Reported by the processor', 'In the ledger'] as const).map((side, index) => (
          <div key={side}>
            <Text size="sm" fw={600} mb={4}>
              {side}
            </Text>
            <dl style={{ margin: 0 }}>
              {rows.map(([label, reported, ledger]) => (
                <Group key={label} justify="space-between" gap="xs" wrap="nowrap">
                  <Text component="dt" size="sm" c="dimmed">
                    {label}
                  </Text>
                  <Text
                    component="dd"
                    size="sm"
                    m={0}
                    style={{ fontVariantNumeric: 'tabular-nums' }}
                  >
                    {index === 0 ? reported : ledger}
                  </Text>
                </Group>
              ))}
            </dl>
          </div>
        ))}
      </SimpleGrid>
      <Text size="sm" mt="sm" fw={600} c={line.matched ? 'teal.9' : 'red.9'} role="status">
        {line.matched ? 'The two sides match.' : `Difference: ${reconciliationSummary(line)}.`}
      </Text>
    </Paper>
  );
}

function PayoutTransactionsReconciliation({ depositId }: { depositId: number | undefined }) {
  const [params] = useSearchParams();
  const merchantId = routeIdOf(params.get(MERCHANT_PARAM) ?? undefined);
  const back = hrefWith(params, { [DEPOSIT_PARAM]: undefined });
  const scoped = {
    [DEPOSIT_PARAM]: String(depositId ?? ''),
    ...(merchantId === undefined ? {} : { [MERCHANT_PARAM]: String(merchantId) }),
  };
  const payout = useQuery({
    queryKey: reportKeys.reconciliation(scoped),
    queryFn: ({ signal }) => getReconciliation(scoped, signal),
    enabled: depositId !== undefined,
  });
  const list = useListState(reconciliationDetailSpec, { query: { ...scoped, detail: 'true' } });
  const result = useListQuery(list, {
    queryKey: reportKeys.reconciliation,
    fetchPage: getReconciliation,
    enabled: depositId !== undefined,
  });
  const line = payout.data?.data[0];
  const notFound = isApiError(payout.error) && payout.error.status === 404;
  if (depositId === undefined || notFound || (payout.data && !line)) {
    return (
      <PageState
        heading={TITLE}
        before={<BackLink to={back} label="Every payout" />}
        icon={<IconReceiptOff aria-hidden="true" />}
        title="Unable to find a payout with the ID specified"
        description="It may belong to another merchant, or the link may be incomplete."
        action={{ href: back, label: 'Back to every payout' }}
      />
    );
  }
  return (
    <Stack gap="lg">
      <PageTitle title={pageTitle(`${TITLE} · Payout ${depositId}`)} />
      <BackLink to={back} label="Every payout" />
      <AdminReportHeader
        title={TITLE}
        loading={result.fetching && !result.loading}
        asOf={payout.dataUpdatedAt || undefined}
        subtitle="One payout's transactions. Reported: the processor settles each row's gross less its fee; ledger: the net the row holds."
        hideAccount
        hideRange
      />
      {payout.error ? (
        <LoadErrorAlert
          title="The payout could not be reconciled"
          error={payout.error}
          onRetry={() => void payout.refetch()}
        />
      ) : line ? (
        <PayoutLine line={line} />
      ) : null}
      <Stack gap="sm">
        <ListToolbar
          list={list}
          exportTarget={reconciliationExport}
          total={result.meta?.totalRecords}
          onRefresh={() => {
            result.refresh();
            void payout.refetch();
          }}
        />
        <DataTable
          spec={reconciliationDetailSpec}
          list={list}
          result={result}
          rowHref={(row) =>
            row.transactionId === null ? back : transactionHref(row.merchantId, row.transactionId)
          }
        />
        <ListPagination list={list} meta={result.meta} label="Transactions of the payout" />
      </Stack>
    </Stack>
  );
}
