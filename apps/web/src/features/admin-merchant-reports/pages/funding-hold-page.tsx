import { paths } from '../../../config/paths';
import { AdminPermissionGate } from '../../../shared/account/admin-permission-gate';
import { fundingHoldsExport, getFundingHolds } from '../api/get-funding-holds';
import { fundingHoldSpec } from '../components/funding-hold-spec';
import { MerchantReportView } from '../components/merchant-report-view';

/**
 * /admin/reports/funding-hold: the merchants on a funding hold (or the one of `?merchantid=`),
 * the longest hold first, with reasons, who set it, days on hold and the held balance; the
 * dates narrow to holds first reported in them. Without can-view-funding-hold-report: 'Not Allowed'.
 */
export function FundingHoldPage() {
  return (
    <AdminPermissionGate permission="can-view-funding-hold-report">
      <MerchantReportView
        report="funding-hold"
        title="Funding Hold"
        href={paths.admin.reports.fundingHold.href()}
        spec={fundingHoldSpec}
        fetchPage={getFundingHolds}
        exportTarget={fundingHoldsExport}
        subtitle="Holds first reported in these days (UTC). Held balance as the merchant profile shows it."
        searchLabel="Search merchants"
        searchPlaceholder="ID, name, owner, e-mail, phone or EIN last four"
      />
    </AdminPermissionGate>
  );
}
