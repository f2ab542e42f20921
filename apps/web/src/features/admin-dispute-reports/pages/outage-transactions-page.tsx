import { SegmentedControl, Stack, Text } from '@mantine/core';
import {
  OUTAGE_RESPONSE_CODE_KEYS,
  OUTAGE_RESPONSE_CODES,
} from '@paydesk/domain/admin-dispute-report-fields';
import type { OutagePeriod, OutageTransaction } from '@paydesk/domain/admin-dispute-reports';
import { useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { AdminPermissionGate } from '../../../shared/account/admin-permission-gate';
import { AdminReportHeader } from '../../../shared/admin-reports/admin-report-header';
import { InvalidMerchant } from '../../../shared/admin-reports/invalid-merchant';
import {
  type AdminReportScope,
  useAdminReportScope,
} from '../../../shared/admin-reports/report-scope';
import { useAdminReportList } from '../../../shared/admin-reports/use-admin-report-list';
import { ListBody } from '../../../shared/data-table/list-body';
import type { ListScreenSpec } from '../../../shared/data-table/list-screen-spec';
import { ListToolbar } from '../../../shared/data-table/list-toolbar';
import type { ListApiQuery } from '../../../shared/list-state/list-url';
import type { ListPage } from '../../../shared/list-state/use-list-query';
import type { ListState } from '../../../shared/list-state/use-list-state';
import { PageTitle, pageTitle } from '../../../shared/page-title/page-title';
import { disputeReportKeys } from '../api/dispute-report-keys';
import { getOutages, outagesExport } from '../api/get-outage-transactions';
import {
  DETAILED_PARAM,
  INTERVAL_PARAM,
  outagePeriodsSpec,
  outageTransactionsSpec,
} from '../components/outage-specs';

const TITLE = 'Outage Transactions';
const VIEWS = [
  { value: 'hour', label: 'By hour' },
  { value: 'day', label: 'By day' },
  { value: 'transactions', label: 'Transactions' },
];

/**
 * /admin/reports/outage-transactions (part 2 §2, §7): card payments the processors declined
 * with a processor-side code, summed per merchant and hour (or day), or listed
 * (`detailed=true`), in UTC. Without can-view-outage-report: 'Not Allowed'.
 */
export function OutageTransactionsPage() {
  return (
    <AdminPermissionGate permission="can-view-outage-report">
      <OutagesView />
    </AdminPermissionGate>
  );
}

function OutagesView() {
  const scope = useAdminReportScope();
  const [params] = useSearchParams();
  if (scope.invalidMerchant) {
    return <InvalidMerchant heading={TITLE} href={paths.admin.reports.outageTransactions.href()} />;
  }
  // Each view has its own columns: a change of view mounts the other list.
  return params.get(DETAILED_PARAM) === 'true' ? (
    <OutageList
      key="transactions"
      scope={scope}
      spec={outageTransactionsSpec}
      rowHref={(row) =>
        paths.admin.reports.transactionDetail.href(row.transactionId, row.merchantId)
      }
      searchLabel="Search outage transactions"
    />
  ) : (
    <OutageList key="periods" scope={scope} spec={outagePeriodsSpec} />
  );
}

/** The view switch: the list's `detailed` and `interval` filters, so they live in the URL. */
function ViewSwitch({ list }: { list: ListState }) {
  const value =
    list.filters[DETAILED_PARAM] === 'true'
      ? 'transactions'
      : (list.filters[INTERVAL_PARAM] ?? 'hour');
  return (
    <SegmentedControl
      aria-label="View"
      fullWidth
      value={value}
      data={VIEWS}
      onChange={(next) =>
        list.setFilters(
          next === 'transactions'
            ? { [DETAILED_PARAM]: 'true', [INTERVAL_PARAM]: '' }
            : { [DETAILED_PARAM]: '', [INTERVAL_PARAM]: next === 'hour' ? '' : next },
        )
      }
    />
  );
}

interface OutageListProps<Row, Key extends string> {
  scope: AdminReportScope;
  spec: ListScreenSpec<Row, Key>;
  rowHref?: (row: Row) => string;
  /** The transactions are searched by number; the sums are not searched. */
  searchLabel?: string;
}

function OutageList<Row extends OutagePeriod | OutageTransaction, Key extends string>({
  scope,
  spec,
  rowHref,
  searchLabel,
}: OutageListProps<Row, Key>) {
  const { list, result, status } = useAdminReportList(spec, {
    scope,
    queryKey: disputeReportKeys.outages,
    fetchPage: getOutages as (query: ListApiQuery, signal: AbortSignal) => Promise<ListPage<Row>>,
  });
  return (
    <Stack gap="lg">
      <PageTitle title={pageTitle(TITLE)} />
      <AdminReportHeader
        title={TITLE}
        {...status}
        subtitle="Card payments the processors could not answer, in UTC."
        leading={
          <div style={{ maxWidth: '100%', overflowX: 'auto' }}>
            <ViewSwitch list={list} />
          </div>
        }
      />
      <Text size="sm" c="dimmed">
        Outage codes:{' '}
        {OUTAGE_RESPONSE_CODE_KEYS.map((code) => `${code} ${OUTAGE_RESPONSE_CODES[code]}`).join(
          ' · ',
        )}
        . Cardholder declines (05 Do not honor, 78 Account not recognized) are not outages.
      </Text>
      <Stack gap="sm">
        <ListToolbar
          list={list}
          searchLabel={searchLabel}
          searchPlaceholder="Transaction #"
          exportTarget={outagesExport}
          total={result.meta?.totalRecords}
          onRefresh={result.refresh}
        />
        <ListBody spec={spec} list={list} result={result} rowHref={rowHref} firstUseAction={null} />
      </Stack>
    </Stack>
  );
}
