import { paths } from '../../../config/paths';
import { AdminListReport } from '../../../shared/admin-reports/admin-list-report';
import { getPaymentLinksOverview, paymentLinksExport } from '../api/get-payment-links-overview';
import { partnerReportKeys } from '../api/partner-report-keys';
import { paymentLinksSpec } from '../components/payment-links-spec';
import { ReportList } from '../components/report-list';

/**
 * /admin/reports/payment-links-overview (part 2 §2, shown to every admin): per merchant with
 * checkout, its payment links by state now, the payments through them in the header's range
 * (UTC days), their volume and the conversion; Export is the spec's
 * `/admin/merchants/checkout/download` of the same view.
 */
export function PaymentLinksOverviewPage() {
  return (
    <AdminListReport
      title="Payment Links Overview"
      subtitle="Payment days in UTC. Link states are as of now; conversion is active links paid in the range / active links."
      allMerchantsHref={paths.admin.reports.paymentLinksOverview.href()}
      spec={paymentLinksSpec}
      queryKey={partnerReportKeys.paymentLinks}
      fetchPage={getPaymentLinksOverview}
    >
      {({ list, result }) => (
        <ReportList
          spec={paymentLinksSpec}
          list={list}
          result={result}
          searchLabel="Search merchants"
          searchPlaceholder="Merchant name or id"
          exportTarget={paymentLinksExport}
        />
      )}
    </AdminListReport>
  );
}
