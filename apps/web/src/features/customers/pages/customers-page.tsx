import { Button, Stack } from '@mantine/core';
import * as routes from '@paydesk/domain/routes/customers';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useAccountRoute } from '../../../shared/account/use-account-route';
import { AccountNotFound } from '../../../shared/components/page-state';
import { ListPageHeader } from '../../../shared/data-table/list-page-header';
import { ListSection } from '../../../shared/data-table/list-section';
import { useListQuery } from '../../../shared/list-state/use-list-query';
import { useListState } from '../../../shared/list-state/use-list-state';
import { customerKeys } from '../api/customer-keys';
import { getCustomers } from '../api/get-customers';
import { CustomerFormModal } from '../components/customer-form-modal';
import { customersListSpec } from '../components/customers-list-spec';

/** /customers-report/:accountId: the account's customers, searched, and New customer. */
export function CustomersPage() {
  const { merchantId, merchants } = useAccountRoute('customers');
  if (merchantId === undefined) return <AccountNotFound heading="Customers" />;
  return <CustomersView key={merchantId} merchantId={merchantId} merchants={merchants} />;
}

interface CustomersViewProps {
  merchantId: number;
  merchants: readonly { id: number; businessCommonName: string }[];
}

function CustomersView({ merchantId, merchants }: CustomersViewProps) {
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const list = useListState(customersListSpec);
  const result = useListQuery(list, {
    queryKey: (pageKey) => customerKeys.list(merchantId, pageKey),
    fetchPage: (query, signal) => getCustomers(merchantId, query, signal),
  });
  const detailHref = (customer: { id: number }) =>
    paths.customers.detail.href(merchantId, customer.id);
  const newCustomer = (
    <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
      New customer
    </Button>
  );

  return (
    <Stack gap="lg">
      <ListPageHeader
        title="Customers"
        accounts={merchants}
        accountId={merchantId}
        accountHref={(id) => paths.customers.list.href(id)}
        actions={newCustomer}
      />

      <ListSection
        spec={customersListSpec}
        list={list}
        result={result}
        rowHref={detailHref}
        firstUseAction={newCustomer}
        searchLabel="Search customers"
        searchPlaceholder="Name, e-mail or phone"
        exportTarget={{ route: routes.getCustomers, params: { id: merchantId } }}
      />

      <CustomerFormModal
        opened={creating}
        onClose={() => setCreating(false)}
        merchantId={merchantId}
        onSaved={(customer) => {
          setCreating(false);
          navigate(paths.customers.detail.href(merchantId, customer.id));
        }}
      />
    </Stack>
  );
}
