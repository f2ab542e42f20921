import { Stack } from '@mantine/core';
import { paths } from '../../../config/paths';
import { AdminPermissionGate } from '../../../shared/account/admin-permission-gate';
import { AdminReportHeader } from '../../../shared/admin-reports/admin-report-header';
import { useAdminReportScope } from '../../../shared/admin-reports/report-scope';
import { ListBody } from '../../../shared/data-table/list-body';
import { ListToolbar } from '../../../shared/data-table/list-toolbar';
import { SearchHelp } from '../../../shared/data-table/search-help';
import { useListQuery } from '../../../shared/list-state/use-list-query';
import { useListState } from '../../../shared/list-state/use-list-state';
import { PageTitle, pageTitle } from '../../../shared/page-title/page-title';
import { disputeReportKeys } from '../api/dispute-report-keys';
import { adminDisputesExport, getAdminDisputes } from '../api/get-admin-disputes';
import { adminDisputesSpec } from '../components/admin-disputes-spec';
import { InvalidMerchant } from '../components/invalid-merchant';
import { useReadAt } from '../utils/use-read-at';

const TITLE = 'Disputes';

const SEARCH_KEYS = [
  { key: 'case', example: 'CB-2026-0042', meaning: 'Case number' },
  { key: 'last4', example: '4242', meaning: 'Last four digits of the card' },
  { key: 'trans', example: 'T3-100001-000123', meaning: 'Transaction number' },
];

/**
 * /admin/reports/disputes (part 2 §2): every merchant's chargebacks and retrievals (or the one
 * of `?merchantid=`, the profile's quick action) by dispute date in UTC days; each row opens
 * the dispute. Without can-view-chargeback-report: 'Not Allowed'.
 */
export function AdminDisputesPage() {
  return (
    <AdminPermissionGate permission="can-view-chargeback-report">
      <AdminDisputesView />
    </AdminPermissionGate>
  );
}

function AdminDisputesView() {
  const scope = useAdminReportScope();
  const list = useListState(adminDisputesSpec, { query: scope.apiQuery });
  const result = useListQuery(list, {
    queryKey: disputeReportKeys.disputes,
    fetchPage: getAdminDisputes,
    enabled: !scope.invalidMerchant,
  });
  const readAt = useReadAt(disputeReportKeys.disputes(list.pageKey));
  if (scope.invalidMerchant) {
    return <InvalidMerchant heading={TITLE} href={paths.admin.reports.disputes.href()} />;
  }
  return (
    <Stack gap="lg">
      <PageTitle title={pageTitle(TITLE)} />
      <AdminReportHeader
        title={TITLE}
        loading={result.fetching && !result.loading}
        asOf={result.error ? undefined : readAt}
        subtitle="Chargebacks and retrieval requests by dispute date, in UTC days."
      />
      <Stack gap="sm">
        <ListToolbar
          list={list}
          searchLabel="Search disputes"
          searchPlaceholder="Case number, last four or transaction #"
          searchHelp={
            <SearchHelp
              intro="Find a dispute of any merchant by its case number, the card's last four or the transaction number."
              keys={SEARCH_KEYS}
            />
          }
          exportTarget={adminDisputesExport}
          total={result.meta?.totalRecords}
          onRefresh={result.refresh}
        />
        <ListBody
          spec={adminDisputesSpec}
          list={list}
          result={result}
          rowHref={(row) => paths.admin.reports.dispute.href(row.id, row.kind)}
          firstUseAction={null}
        />
      </Stack>
    </Stack>
  );
}
