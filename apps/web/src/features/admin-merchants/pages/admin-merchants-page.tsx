import { Stack, Title } from '@mantine/core';
import * as routes from '@paydesk/domain/routes/admin-merchants';
import { paths } from '../../../config/paths';
import { AdminPermissionGate } from '../../../shared/account/admin-permission-gate';
import { ListSection } from '../../../shared/data-table/list-section';
import { useListQuery } from '../../../shared/list-state/use-list-query';
import { useListState } from '../../../shared/list-state/use-list-state';
import { PageTitle, pageTitle } from '../../../shared/page-title/page-title';
import { adminMerchantKeys } from '../api/admin-merchant-keys';
import { getAdminMerchants } from '../api/get-admin-merchants';
import { adminMerchantsListSpec } from '../components/admin-merchants-list-spec';

/**
 * /admin/merchants (part 2 §2): every merchant, searched, filtered by status, sorted and
 * exported; a row opens the merchant's profile. Without can-view-merchant-info: 'Not Allowed'.
 */
export function AdminMerchantsPage() {
  return (
    <AdminPermissionGate permission="can-view-merchant-info">
      <Stack gap="lg">
        <PageTitle title={pageTitle('Merchants')} />
        <Title order={1} fz="h2">
          Merchants
        </Title>
        <AdminMerchantsList />
      </Stack>
    </AdminPermissionGate>
  );
}

function AdminMerchantsList() {
  const list = useListState(adminMerchantsListSpec);
  const result = useListQuery(list, {
    queryKey: (pageKey) => adminMerchantKeys.list(pageKey),
    fetchPage: (query, signal) => getAdminMerchants(query, signal),
  });
  return (
    <ListSection
      spec={adminMerchantsListSpec}
      list={list}
      result={result}
      rowHref={(merchant) => paths.admin.merchants.profile.href(merchant.id)}
      firstUseAction={null}
      searchLabel="Search merchants"
      searchPlaceholder="ID, name, owner, e-mail, phone or EIN last four"
      exportTarget={{ route: routes.getAdminMerchants }}
    />
  );
}
