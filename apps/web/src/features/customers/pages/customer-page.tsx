import { Button, Stack, Text, Title } from '@mantine/core';
import { CUSTOMER_MESSAGES } from '@paydesk/domain/customer-fields';
import { isTimeZone } from '@paydesk/domain/date-presets';
import { IconPencil, IconUserOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useAccountRoute } from '../../../shared/account/use-account-route';
import { isApiError } from '../../../shared/api/api-error';
import { AccountNotFound, PageState } from '../../../shared/components/page-state';
import { browserTimeZone } from '../../../shared/date-range/report-range-params';
import detailPage from '../../../shared/detail-page/detail-page.module.css';
import { BackLink, DetailPageLoading } from '../../../shared/detail-page/detail-page-parts';
import { DetailSection } from '../../../shared/detail-page/detail-section';
import { FieldList } from '../../../shared/detail-page/field-list';
import { routeIdOf } from '../../../shared/detail-page/route-id';
import { LoadErrorAlert } from '../../../shared/errors/load-error-alert';
import { formatDateTime } from '../../../shared/format/zoned-dates';
import { useMerchantAccount } from '../../../shared/merchant-account/get-merchant-account';
import { PageTitle, pageTitle } from '../../../shared/page-title/page-title';
import { type CustomerDetail, useCustomer } from '../api/get-customer';
import { CustomerFormModal } from '../components/customer-form-modal';
import {
  PaymentMethodsPanel,
  PaymentsPanel,
  SubscriptionsPanel,
  TotalsPanel,
} from '../components/customer-panels';

/** Ids are 32-bit on the server: a larger one names no customer. */

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

function BackToCustomers({ merchantId }: { merchantId: number }) {
  return <BackLink to={paths.customers.list.href(merchantId)} label="Customers" />;
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

  if (customerId === undefined || (isApiError(detail.error) && detail.error.status === 404)) {
    return (
      <PageState
        heading="Customer not found"
        documentTitle={`Customer not found · ${name}`}
        before={<BackToCustomers merchantId={merchantId} />}
        icon={<IconUserOff aria-hidden="true" />}
        title={CUSTOMER_MESSAGES.notFound}
        description="It may belong to another account, or the link may be incomplete."
        action={{ href: paths.customers.list.href(merchantId), label: 'Back to customers' }}
      />
    );
  }
  if (detail.error) {
    return (
      <Stack gap="lg">
        <PageTitle title={pageTitle(`Customer · ${name}`)} />
        <BackToCustomers merchantId={merchantId} />
        <Title order={1} fz="h2">
          Customer
        </Title>
        <LoadErrorAlert
          title="The customer could not be loaded"
          error={detail.error}
          onRetry={() => void detail.refetch()}
        />
      </Stack>
    );
  }
  if (!detail.data) {
    return (
      <DetailPageLoading
        documentTitle={pageTitle(`Customer · ${name}`)}
        back={<BackToCustomers merchantId={merchantId} />}
        status="Loading the customer…"
        columns={[240, 240]}
      />
    );
  }
  return (
    <CustomerContent
      merchantId={merchantId}
      detail={detail.data}
      accountName={name}
      timeZone={timeZone}
    />
  );
}

interface ContentProps {
  merchantId: number;
  detail: CustomerDetail;
  accountName: string;
  timeZone: string;
}

function CustomerContent({ merchantId, detail, accountName, timeZone }: ContentProps) {
  const [editing, setEditing] = useState(false);
  const { customer } = detail;
  const address = [
    customer.address1,
    customer.address2,
    [customer.city, customer.state, customer.zip].filter(Boolean).join(' '),
    customer.country,
  ].filter(Boolean);
  return (
    <Stack gap="lg">
      <PageTitle title={pageTitle(`${customer.name} · ${accountName}`)} />
      <BackToCustomers merchantId={merchantId} />
      <header className={detailPage.header}>
        <div>
          <Title order={1} fz="h2">
            {customer.name}
          </Title>
          <Text size="sm" c="dimmed">
            Customer since {formatDateTime(customer.createdAt, timeZone)}
          </Text>
        </div>
        <Button
          variant="default"
          leftSection={<IconPencil size={16} aria-hidden />}
          onClick={() => setEditing(true)}
        >
          Edit
        </Button>
      </header>
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
    </Stack>
  );
}
