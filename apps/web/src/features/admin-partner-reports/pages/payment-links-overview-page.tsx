import { Stack } from '@mantine/core';
import { paths } from '../../../config/paths';
import { AdminReportHeader } from '../../../shared/admin-reports/admin-report-header';
import { useAdminReportScope } from '../../../shared/admin-reports/report-scope';
import { useListQuery } from '../../../shared/list-state/use-list-query';
import { useListState } from '../../../shared/list-state/use-list-state';
import { PageTitle, pageTitle } from '../../../shared/page-title/page-title';
import { getPaymentLinksOverview, paymentLinksExport } from '../api/get-payment-links-overview';
import { partnerReportKeys } from '../api/partner-report-keys';
import { InvalidMerchant } from '../components/invalid-merchant';
import { paymentLinksSpec } from '../components/payment-links-spec';
import { ReportList } from '../components/report-list';
import { useQueryAnswer } from '../utils/use-read-at';

const TITLE = 'Payment Links Overview';

/**
 * /admin/reports/payment-links-overview (part 2 §2, shown to every admin): per merchant with
 * checkout, its payment links by state now, the payments through them in the header's range
 * (UTC days), their volume and the conversion; Export is the spec's
 * `/admin/merchants/checkout/download` of the same view.
 */
export function PaymentLinksOverviewPage() {
  const scope = useAdminReportScope();
  const list = useListState(paymentLinksSpec, { query: scope.apiQuery });
  const result = useListQuery(list, {
    queryKey: partnerReportKeys.paymentLinks,
    fetchPage: getPaymentLinksOverview,
    enabled: !scope.invalidMerchant,
  });
  const answer = useQueryAnswer(partnerReportKeys.paymentLinks(list.pageKey));
  if (scope.invalidMerchant) {
    return (
      <InvalidMerchant heading={TITLE} href={paths.admin.reports.paymentLinksOverview.href()} />
    );
  }
  return (
    <Stack gap="lg">
      <PageTitle title={pageTitle(TITLE)} />
      <AdminReportHeader
        title={TITLE}
        loading={result.fetching && !result.loading}
        asOf={result.error ? undefined : answer.readAt}
        subtitle="Payment days in UTC. Link states are as of now; conversion is active links paid in the range / active links."
      />
      <ReportList
        spec={paymentLinksSpec}
        list={list}
        result={result}
        searchLabel="Search merchants"
        searchPlaceholder="Merchant name or id"
        exportTarget={paymentLinksExport}
        label="Merchants"
      />
    </Stack>
  );
}
