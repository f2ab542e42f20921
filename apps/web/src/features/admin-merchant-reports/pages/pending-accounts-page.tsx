import { paths } from '../../../config/paths';
import { AdminPermissionGate } from '../../../shared/account/admin-permission-gate';
import { getPendingAccounts, pendingAccountsExport } from '../api/get-pending-accounts';
import { MerchantReportView } from '../components/merchant-report-view';
import { pendingAccountsSpec } from '../components/pending-accounts-spec';

/**
 * /admin/reports/pending-accounts: applications not yet decided and merchants not yet active,
 * the longest wait first (no dates: everything still waiting). Without
 * can-view-pending-accounts-report: 'Not Allowed'.
 */
export function PendingAccountsPage() {
  return (
    <AdminPermissionGate permission="can-view-pending-accounts-report">
      <MerchantReportView
        report="pending-accounts"
        title="Pending Accounts"
        href={paths.admin.reports.pendingAccounts.href()}
        spec={pendingAccountsSpec}
        fetchPage={getPendingAccounts}
        exportTarget={pendingAccountsExport}
        subtitle="Everything still waiting, whenever it started. Days in UTC."
        noRange
        searchLabel="Search pending accounts"
        searchPlaceholder="ID, name or owner e-mail"
      />
    </AdminPermissionGate>
  );
}
