import { paths } from '../../../config/paths';
import { AdminPermissionGate } from '../../../shared/account/admin-permission-gate';
import { getInvalid1099k, invalid1099kExport } from '../api/get-invalid-1099k';
import { invalid1099kSpec } from '../components/invalid-1099k-spec';
import { MerchantReportView } from '../components/merchant-report-view';

/**
 * /admin/reports/invalid-1099k: US merchants with volume in the dates whose tax data cannot
 * make a valid Form 1099-K, each failed check named. The spec names its key `{hash}`: Paydesk's
 * is can-view-invalid-1099k-report (without it: 'Not Allowed').
 */
export function Invalid1099kPage() {
  return (
    <AdminPermissionGate permission="can-view-invalid-1099k-report">
      <MerchantReportView
        report="invalid-1099k"
        title="Invalid 1099k"
        href={paths.admin.reports.invalid1099k.href()}
        spec={invalid1099kSpec}
        fetchPage={getInvalid1099k}
        exportTarget={invalid1099kExport}
        subtitle="US merchants with volume in these days (UTC) whose EIN or SSN, legal name or address cannot make a valid Form 1099-K."
        searchLabel="Search merchants"
        searchPlaceholder="ID, name, owner, e-mail, phone or EIN last four"
      />
    </AdminPermissionGate>
  );
}
