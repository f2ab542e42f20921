import { paths } from '../../../config/paths';
import { AdminPermissionGate } from '../../../shared/account/admin-permission-gate';
import { AdminListReport } from '../../../shared/admin-reports/admin-list-report';
import { ListSection } from '../../../shared/data-table/list-section';
import { disputeReportKeys } from '../api/dispute-report-keys';
import { achReturnsExport, getAchReturns } from '../api/get-ach-returns';
import { achReturnsSpec } from '../components/ach-returns-spec';

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
  return (
    <AdminListReport
      title="ACH Returns"
      subtitle="Returned bank payments by return date, in UTC days."
      allMerchantsHref={paths.admin.reports.achReturns.href()}
      spec={achReturnsSpec}
      queryKey={disputeReportKeys.achReturns}
      fetchPage={getAchReturns}
    >
      {({ list, result }) => (
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
      )}
    </AdminListReport>
  );
}
