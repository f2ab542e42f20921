import { Button, EmptyState, Group, Select, Stack, Title } from '@mantine/core';
import * as routes from '@paydesk/domain/routes/customers';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { selectMerchantAccount } from '../../../shared/account/select-merchant';
import { useAccountRoute } from '../../../shared/account/use-account-route';
import { AccountNotFound } from '../../../shared/components/page-state';
import { DataTable } from '../../../shared/data-table/data-table';
import { ListPagination } from '../../../shared/data-table/list-pagination';
import { ListToolbar } from '../../../shared/data-table/list-toolbar';
import { accountOptions } from '../../../shared/date-range/report-page-header';
import { useListQuery } from '../../../shared/list-state/use-list-query';
import { useListState } from '../../../shared/list-state/use-list-state';
import { PageTitle, pageTitle } from '../../../shared/page-title/page-title';
import { customerKeys } from '../api/customer-keys';
import { getCustomers } from '../api/get-customers';
import { CustomerFormModal } from '../components/customer-form-modal';
import classes from '../components/customers.module.css';
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
  const location = useLocation();
  const [creating, setCreating] = useState(false);
  const list = useListState(customersListSpec);
  const result = useListQuery(list, {
    queryKey: (pageKey) => customerKeys.list(merchantId, pageKey),
    fetchPage: (query, signal) => getCustomers(merchantId, query, signal),
  });
  const name = merchants.find((merchant) => merchant.id === merchantId)?.businessCommonName;
  const detailHref = (customer: { id: number }) =>
    paths.customers.detail.href(merchantId, customer.id);
  const newCustomer = (
    <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
      New customer
    </Button>
  );
  // No customers at all (no search): the first one is made from here.
  const firstEver = !list.search && result.meta?.totalRecords === 0;

  return (
    <Stack gap="lg">
      <PageTitle title={pageTitle(`Customers · ${name ?? merchantId}`)} />
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={1} fz="h2">
          Customers
        </Title>
        <div className={classes.headerActions}>
          <Select
            label="Account"
            data={accountOptions(merchants)}
            value={String(merchantId)}
            onChange={(value) => {
              const id = Number(value);
              if (!Number.isSafeInteger(id) || id === merchantId) return;
              selectMerchantAccount(id);
              navigate(`${paths.customers.list.href(id)}${location.search}`);
            }}
            allowDeselect={false}
            searchable={merchants.length > 6}
            checkIconPosition="right"
            className={classes.account}
          />
          {newCustomer}
        </div>
      </Group>

      <Stack gap="sm">
        <ListToolbar
          list={list}
          searchLabel="Search customers"
          searchPlaceholder="Name, e-mail or phone"
          exportTarget={{ route: routes.getCustomers, params: { id: merchantId } }}
          total={result.meta?.totalRecords}
          onRefresh={result.refresh}
        />
        {firstEver ? (
          <EmptyState
            py="xl"
            icon={<IconUserPlus aria-hidden="true" />}
            withIndicatorBackground
            title="No customers yet"
            description="Add the people you sell to: their payments and subscriptions gather on their page."
            role="status"
          >
            <EmptyState.Actions>{newCustomer}</EmptyState.Actions>
          </EmptyState>
        ) : (
          <>
            <DataTable spec={customersListSpec} list={list} result={result} rowHref={detailHref} />
            <ListPagination list={list} meta={result.meta} label="Customers" />
          </>
        )}
      </Stack>

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
