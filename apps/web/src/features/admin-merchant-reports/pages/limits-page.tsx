import { paths } from '../../../config/paths';
import { AdminPermissionGate } from '../../../shared/account/admin-permission-gate';
import { getLimits, limitsExport } from '../api/get-limits';
import { limitsSpec } from '../components/limits-spec';
import { MerchantReportView } from '../components/merchant-report-view';

/**
 * /admin/reports/limits: each merchant's limits against its card and ACH volume this month
 * (its own time zone's month, as the limits count), the most used first. Without
 * can-view-limit-report: 'Not Allowed'.
 */
export function LimitsPage() {
  return (
    <AdminPermissionGate permission="can-view-limit-report">
      <MerchantReportView
        report="limits"
        title="Limits"
        href={paths.admin.reports.limits.href()}
        spec={limitsSpec}
        fetchPage={getLimits}
        exportTarget={limitsExport}
        subtitle="Volume of the current month in each merchant's own time zone, the month its monthly limits count."
        noRange
        searchLabel="Search merchants"
        searchPlaceholder="ID, name, owner, e-mail, phone or EIN last four"
      />
    </AdminPermissionGate>
  );
}
