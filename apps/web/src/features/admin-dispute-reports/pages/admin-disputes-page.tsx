import { Stack } from '@mantine/core';
import { paths } from '../../../config/paths';
import { AdminPermissionGate } from '../../../shared/account/admin-permission-gate';
import { AdminListReport } from '../../../shared/admin-reports/admin-list-report';
import { ListBody } from '../../../shared/data-table/list-body';
import { ListToolbar } from '../../../shared/data-table/list-toolbar';
import { SearchHelp } from '../../../shared/data-table/search-help';
import { disputeReportKeys } from '../api/dispute-report-keys';
import { adminDisputesExport, getAdminDisputes } from '../api/get-admin-disputes';
import { adminDisputesSpec } from '../components/admin-disputes-spec';

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
  return (
    <AdminListReport
      title="Disputes"
      subtitle="Chargebacks and retrieval requests by dispute date, in UTC days."
      allMerchantsHref={paths.admin.reports.disputes.href()}
      spec={adminDisputesSpec}
      queryKey={disputeReportKeys.disputes}
      fetchPage={getAdminDisputes}
    >
      {({ list, result }) => (
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
      )}
    </AdminListReport>
  );
}
