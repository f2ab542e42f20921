import { paths } from '../../../config/paths';
import { AdminPermissionGate } from '../../../shared/account/admin-permission-gate';
import { getPendingMigrations, pendingMigrationsExport } from '../api/get-pending-migrations';
import { MerchantReportView } from '../components/merchant-report-view';
import { pendingMigrationsSpec } from '../components/pending-migrations-spec';

/**
 * /admin/reports/pending-migrations: the processor migration's worklist, every merchant still
 * on the older card processor that is not closed, the biggest of last month first (no dates: a
 * current list). Without can-migrate-merchants (the Processor Migration tool's key): 'Not Allowed'.
 */
export function PendingMigrationsPage() {
  return (
    <AdminPermissionGate permission="can-migrate-merchants">
      <MerchantReportView
        report="pending-migrations"
        title="Pending Migrations"
        href={paths.admin.reports.pendingMigrations.href()}
        spec={pendingMigrationsSpec}
        fetchPage={getPendingMigrations}
        exportTarget={pendingMigrationsExport}
        subtitle="Merchants on the older card processor, not closed. Volume and sales of the last and the current calendar month (UTC)."
        noRange
        searchLabel="Search merchants"
        searchPlaceholder="ID, name, owner, e-mail, phone or EIN last four"
      />
    </AdminPermissionGate>
  );
}
