import { Stack } from '@mantine/core';
import { paths } from '../../../config/paths';
import { AdminPermissionGate } from '../../../shared/account/admin-permission-gate';
import { AdminReportHeader } from '../../../shared/admin-reports/admin-report-header';
import { useAdminReportScope } from '../../../shared/admin-reports/report-scope';
import { ListSection } from '../../../shared/data-table/list-section';
import { useListQuery } from '../../../shared/list-state/use-list-query';
import { useListState } from '../../../shared/list-state/use-list-state';
import { PageTitle, pageTitle } from '../../../shared/page-title/page-title';
import { disputeReportKeys } from '../api/dispute-report-keys';
import { achReturnsExport, getAchReturns } from '../api/get-ach-returns';
import { achReturnsSpec } from '../components/ach-returns-spec';
import { InvalidMerchant } from '../components/invalid-merchant';
import { useReadAt } from '../utils/use-read-at';

const TITLE = 'ACH Returns';

/**
 * /admin/reports/ach-returns (part 2 §2; not in the navigation): every merchant's ACH returns
 * (or the one of `?merchantid=`) by return date in UTC days; each row opens the return. The
 * spec names no key: it takes can-view-chargeback-report, the Disputes report's
 * (docs/reports.md). Without it: 'Not Allowed'.
 */
export function AchReturnsPage() {
  return (
    <AdminPermissionGate permission="can-view-chargeback-report">
      <AchReturnsView />
    </AdminPermissionGate>
  );
}

function AchReturnsView() {
  const scope = useAdminReportScope();
  const list = useListState(achReturnsSpec, { query: scope.apiQuery });
  const result = useListQuery(list, {
    queryKey: disputeReportKeys.achReturns,
    fetchPage: getAchReturns,
    enabled: !scope.invalidMerchant,
  });
  const readAt = useReadAt(disputeReportKeys.achReturns(list.pageKey));
  if (scope.invalidMerchant) {
    return <InvalidMerchant heading={TITLE} href={paths.admin.reports.achReturns.href()} />;
  }
  return (
    <Stack gap="lg">
      <PageTitle title={pageTitle(TITLE)} />
      <AdminReportHeader
        title={TITLE}
        loading={result.fetching && !result.loading}
        asOf={result.error ? undefined : readAt}
        subtitle="Returned bank payments by return date, in UTC days."
      />
      <ListSection
        spec={achReturnsSpec}
        list={list}
        result={result}
        rowHref={(row) => paths.admin.reports.dispute.href(row.id, 'ach-return')}
        firstUseAction={null}
        searchLabel="Search ACH returns"
        searchPlaceholder="Transaction #"
        exportTarget={achReturnsExport}
      />
    </Stack>
  );
}
