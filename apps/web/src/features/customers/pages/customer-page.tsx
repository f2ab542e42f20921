import { Stack, Text } from '@mantine/core';
import { CUSTOMER_MESSAGES } from '@paydesk/domain/customer-fields';
import { IconUserOff } from '@tabler/icons-react';
import { useState } from 'react';
import { paths } from '../../../config/paths';
import detailPage from '../../../shared/detail-page/detail-page.module.css';
import {
  DetailHeader,
  DetailRecordPage,
  DetailRoute,
  EditButton,
} from '../../../shared/detail-page/detail-page-parts';
import { DetailSection } from '../../../shared/detail-page/detail-section';
import { FieldList } from '../../../shared/detail-page/field-list';
import { routeIdOf } from '../../../shared/detail-page/route-id';
import { formatDateTime } from '../../../shared/format/zoned-dates';
import { useMerchantZone } from '../../../shared/merchant-account/merchant-time-zone';
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
  return (
    <DetailRoute report="customers" param="customerId" heading="Customer">
      {({ merchantId, raw }) => (
        <CustomerView merchantId={merchantId} customerId={routeIdOf(raw)} />
      )}
    </DetailRoute>
  );
}

function CustomerView({
  merchantId,
  customerId,
}: {
  merchantId: number;
  customerId: number | undefined;
}) {
  const { accountName, timeZone } = useMerchantZone(merchantId);
  const detail = useCustomer(merchantId, customerId);
  return (
    <DetailRecordPage
      kind="Customer"
      accountName={accountName}
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
