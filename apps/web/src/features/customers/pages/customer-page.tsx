import { Stack, Text } from '@mantine/core';
import { CUSTOMER_MESSAGES } from '@paydesk/domain/customer-fields';
import { isTimeZone } from '@paydesk/domain/date-presets';
import { IconUserOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useAccountRoute } from '../../../shared/account/use-account-route';
import { AccountNotFound } from '../../../shared/components/page-state';
import { browserTimeZone } from '../../../shared/date-range/report-range-params';
import detailPage from '../../../shared/detail-page/detail-page.module.css';
import {
  DetailHeader,
  DetailRecordPage,
  EditButton,
} from '../../../shared/detail-page/detail-page-parts';
import { DetailSection } from '../../../shared/detail-page/detail-section';
import { FieldList } from '../../../shared/detail-page/field-list';
import { routeIdOf } from '../../../shared/detail-page/route-id';
import { formatDateTime } from '../../../shared/format/zoned-dates';
import { useMerchantAccount } from '../../../shared/merchant-account/get-merchant-account';
import { type CustomerDetail, useCustomer } from '../api/get-customer';
import { CustomerFormModal } from '../components/customer-form-modal';
import {
  PaymentMethodsPanel,
  PaymentsPanel,
  SubscriptionsPanel,
  TotalsPanel,
} from '../components/customer-panels';

/** /customers-report/:accountId/:customerId: one customer, their money, methods and plans. */
export function CustomerPage() {
  const { merchantId } = useAccountRoute('customers');
  const raw = useParams().customerId ?? '';
  const customerId = routeIdOf(raw);
  if (merchantId === undefined) return <AccountNotFound heading="Customer" />;
  return (
    <CustomerView key={`${merchantId}/${raw}`} merchantId={merchantId} customerId={customerId} />
  );
}

function CustomerView({
  merchantId,
  customerId,
}: {
  merchantId: number;
  customerId: number | undefined;
}) {
  const merchant = useMerchantAccount(merchantId);
  const detail = useCustomer(merchantId, customerId);
  const name = merchant.data?.businessCommonName ?? String(merchantId);
  const zone = merchant.data?.timezone;
  const timeZone = isTimeZone(zone) ? zone : browserTimeZone();
  return (
    <DetailRecordPage
      kind="Customer"
      accountName={name}
      list={{ href: paths.customers.list.href(merchantId), label: 'Customers' }}
      missing={customerId === undefined}
      notFound={{ icon: <IconUserOff aria-hidden="true" />, title: CUSTOMER_MESSAGES.notFound }}
      query={detail}
      loadingColumns={[240, 240]}
      documentTitle={(data) => data.customer.name}
    >
      {(data) => <CustomerContent merchantId={merchantId} detail={data} timeZone={timeZone} />}
    </DetailRecordPage>
  );
}

interface ContentProps {
  merchantId: number;
  detail: CustomerDetail;
  timeZone: string;
}

function CustomerContent({ merchantId, detail, timeZone }: ContentProps) {
  const [editing, setEditing] = useState(false);
  const { customer } = detail;
  const address = [
    customer.address1,
    customer.address2,
    [customer.city, customer.state, customer.zip].filter(Boolean).join(' '),
    customer.country,
  ].filter(Boolean);
  return (
    <>
      <DetailHeader title={customer.name} actions={<EditButton onClick={() => setEditing(true)} />}>
        <Text size="sm" c="dimmed">
          Customer since {formatDateTime(customer.createdAt, timeZone)}
        </Text>
      </DetailHeader>
      <div className={detailPage.columns}>
        <Stack gap="md">
          <DetailSection title="Contact">
            <FieldList
              fields={[
                { label: 'E-mail', value: customer.email },
                { label: 'Phone', value: customer.phone },
                { label: 'Address', value: address.length ? address.join(', ') : null },
                { label: 'Created', value: formatDateTime(customer.createdAt, timeZone) },
                { label: 'Customer ID', value: customer.id },
              ]}
            />
          </DetailSection>
          <PaymentsPanel detail={detail} merchantId={merchantId} timeZone={timeZone} />
        </Stack>
        <Stack gap="md">
          <TotalsPanel detail={detail} />
          <PaymentMethodsPanel detail={detail} timeZone={timeZone} />
          <SubscriptionsPanel detail={detail} />
        </Stack>
      </div>
      <CustomerFormModal
        opened={editing}
        onClose={() => setEditing(false)}
        merchantId={merchantId}
        customer={customer}
        onSaved={() => setEditing(false)}
      />
    </>
  );
}
