import { Stack } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { AdminReportHeader } from '../../../shared/admin-reports/admin-report-header';
import { useAdminReportScope } from '../../../shared/admin-reports/report-scope';
import { PageState } from '../../../shared/components/page-state';
import { DataTable } from '../../../shared/data-table/data-table';
import { ListPagination } from '../../../shared/data-table/list-pagination';
import { ListToolbar } from '../../../shared/data-table/list-toolbar';
import { useListQuery } from '../../../shared/list-state/use-list-query';
import { useListState } from '../../../shared/list-state/use-list-state';
import { PageTitle, pageTitle } from '../../../shared/page-title/page-title';
import { getStaffSubscriptions, staffSubscriptionsExport } from '../api/get-staff-subscriptions';
import { subscriptionKeys } from '../api/subscription-keys';
import { staffSubscriptionsSpec } from '../components/staff-subscriptions-spec';

const TITLE = 'Subscriptions';

/**
 * /admin/reports/subscriptions (part 2 §2, shown to every admin): every merchant's
 * subscriptions and payment plans, or one merchant's (`?merchantid=`), with the merchant
 * report's filters (status, interval, created and next-charge days), search, sort, paging and
 * CSV; a row opens its read-only details. Created days are UTC, like every admin report.
 */
export function StaffSubscriptionsPage() {
  const scope = useAdminReportScope({ noRange: true });
  const list = useListState(staffSubscriptionsSpec, { query: scope.apiQuery });
  const result = useListQuery(list, {
    queryKey: subscriptionKeys.staffList,
    fetchPage: getStaffSubscriptions,
    enabled: !scope.invalidMerchant,
  });
  const readAt = useQueryClient().getQueryState(
    subscriptionKeys.staffList(list.pageKey),
  )?.dataUpdatedAt;
  if (scope.invalidMerchant) {
    return (
      <PageState
        heading={TITLE}
        icon={<IconBuildingStore aria-hidden="true" />}
        title="Merchant account not found."
        description="The merchant in the link is not a merchant id. Choose a merchant in the report instead."
        action={{
          href: paths.admin.reports.subscriptions.href(),
          label: 'Every merchant’s subscriptions',
        }}
      />
    );
  }
  return (
    <Stack gap="lg">
      <PageTitle title={pageTitle(TITLE)} />
      <AdminReportHeader
        title={TITLE}
        loading={result.fetching && !result.loading}
        asOf={result.error || !readAt ? undefined : readAt}
        hideRange
        subtitle="Recurring charges and payment plans of every merchant · dates in UTC"
      />
      <Stack gap="sm">
        <ListToolbar
          list={list}
          searchLabel="Search subscriptions"
          searchPlaceholder="Customer name, e-mail or subscription ID"
          exportTarget={staffSubscriptionsExport}
          total={result.meta?.totalRecords}
          onRefresh={result.refresh}
        />
        <DataTable spec={staffSubscriptionsSpec} list={list} result={result} />
        <ListPagination list={list} meta={result.meta} label="Subscriptions" />
      </Stack>
    </Stack>
  );
}
