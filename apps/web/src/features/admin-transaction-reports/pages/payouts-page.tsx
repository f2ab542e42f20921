import { paths } from '../../../config/paths';
import { AdminPermissionGate } from '../../../shared/account/admin-permission-gate';
import { adminDepositsExport, getAdminDeposits } from '../api/get-admin-deposits';
import { reportKeys } from '../api/report-keys';
import { payoutsSpec } from '../components/payouts-spec';
import { ReportListScreen } from '../components/report-list-screen';

/**
 * /admin/reports/payouts: every merchant's payouts (or the one of `?merchantid=`) by deposit
 * date in UTC days, filtered by status and batch, sorted, paged and exported. Without
 * can-view-deposit-report: 'Not Allowed'.
 */
export function PayoutsPage() {
  return (
    <AdminPermissionGate permission="can-view-deposit-report">
      <ReportListScreen
        title="Payouts"
        subtitle="Deposit dates in UTC."
        spec={payoutsSpec}
        queryKey={reportKeys.deposits}
        fetchPage={getAdminDeposits}
        exportTarget={adminDepositsExport}
        allMerchantsHref={paths.admin.reports.payouts.href()}
      />
    </AdminPermissionGate>
  );
}
