import { SUBSCRIPTION_MESSAGES } from '@paydesk/domain/subscription-fields';
import { IconRepeatOff } from '@tabler/icons-react';
import { Fragment } from 'react';
import { useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useReportMerchants } from '../../../shared/admin-reports/report-merchants';
import { ADMIN_REPORT_TIME_ZONE } from '../../../shared/admin-reports/report-scope';
import { DetailRecordPage } from '../../../shared/detail-page/detail-page-parts';
import { routeIdOf } from '../../../shared/detail-page/route-id';
import { useStaffSubscription } from '../api/get-staff-subscription';
import { SubscriptionContent, type SubscriptionLinks, titleOf } from './subscription-page';

/** Staff open a charge in the back office's transaction details; customers have no staff page. */
const STAFF_LINKS: SubscriptionLinks = {
  customer: () => null,
  transaction: (merchantId, transactionId) =>
    paths.admin.reports.transactionDetail.href(transactionId, merchantId),
};

/**
 * /admin/reports/subscription-details/:accountId/:subscriptionId (part 2 §2): the merchant's
 * subscription page read only, for any admin, from the back office's API; times in UTC like
 * every admin report. The way back is the subscriptions report of that merchant.
 */
export function StaffSubscriptionPage() {
  const params = useParams();
  const merchantId = routeIdOf(params.accountId);
  const subscriptionId = routeIdOf(params.subscriptionId);
  return (
    <Fragment key={`${params.accountId}/${params.subscriptionId}`}>
      <StaffSubscriptionView merchantId={merchantId} subscriptionId={subscriptionId} />
    </Fragment>
  );
}

function StaffSubscriptionView({
  merchantId,
  subscriptionId,
}: {
  merchantId: number | undefined;
  subscriptionId: number | undefined;
}) {
  const merchants = useReportMerchants();
  const detail = useStaffSubscription(merchantId ?? 0, merchantId ? subscriptionId : undefined);
  const merchant = merchants.data?.data.find((m) => m.id === merchantId);
  const accountName = merchant
    ? `${merchant.businessCommonName} / ${merchant.id}`
    : String(merchantId ?? '');
  return (
    <DetailRecordPage
      kind="Subscription"
      accountName={accountName}
      list={{
        href: paths.admin.reports.subscriptions.href(
          merchantId === undefined ? undefined : { merchantid: merchantId },
        ),
        label: 'Subscriptions',
      }}
      missing={merchantId === undefined || subscriptionId === undefined}
      notFound={{
        icon: <IconRepeatOff aria-hidden="true" />,
        title: SUBSCRIPTION_MESSAGES.notFound,
      }}
      query={detail}
      loadingColumns={[320, 240]}
      documentTitle={(data) => `${titleOf(data.subscription)} · ${data.customer.name}`}
    >
      {(data) => (
        <SubscriptionContent
          merchantId={merchantId ?? 0}
          detail={data}
          timeZone={ADMIN_REPORT_TIME_ZONE}
          links={STAFF_LINKS}
          readOnly
        />
      )}
    </DetailRecordPage>
  );
}
