import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { AdminPermissionGate } from '../../../shared/account/admin-permission-gate';
import { AdminReportHeader } from '../../../shared/admin-reports/admin-report-header';
import { InvalidMerchant } from '../../../shared/admin-reports/invalid-merchant';
import { useAdminReportScope } from '../../../shared/admin-reports/report-scope';
import { useAdminReportList } from '../../../shared/admin-reports/use-admin-report-list';
import { LoadErrorAlert } from '../../../shared/errors/load-error-alert';
import { PageTitle, pageTitle } from '../../../shared/page-title/page-title';
import { getResidualFees, getResidualOverview, residualFeesExport } from '../api/get-residual-fees';
import { partnerReportKeys } from '../api/partner-report-keys';
import { ReportList } from '../components/report-list';
import { ResidualOverviewTable } from '../components/residual-overview';
import { residualSpec } from '../components/residual-spec';

const TITLE = 'Residual Fees';

/**
 * /admin/reports/residual-fees (part 2 §2): what each partner is owed per month, the fees its
 * merchants paid less the processing cost at their residual rates (docs/reports.md), with
 * each month's totals across partners above. Without can-residual-fee: 'Not Allowed'.
 */
export function ResidualFeesPage() {
  return (
    <AdminPermissionGate permission="can-residual-fee">
      <ResidualFeesView />
    </AdminPermissionGate>
  );
}

function ResidualFeesView() {
  const scope = useAdminReportScope({ withinOneYear: true });
  const { list, result, status } = useAdminReportList(residualSpec, {
    scope,
    queryKey: partnerReportKeys.residualFees,
    fetchPage: getResidualFees,
  });
  // The overview follows the list's filters: currency, partner, merchant and dates.
  const overviewQuery: Record<string, string> = { ...scope.apiQuery };
  for (const param of ['currency', 'partner_id']) {
    const value = list.filters[param];
    if (value) overviewQuery[param] = value;
  }
  const overview = useQuery({
    queryKey: partnerReportKeys.residualOverview(overviewQuery),
    queryFn: ({ signal }) => getResidualOverview(overviewQuery, signal),
    enabled: !scope.invalidMerchant,
    placeholderData: keepPreviousData,
  });
  if (scope.invalidMerchant) {
    return <InvalidMerchant heading={TITLE} href={paths.admin.reports.residualFees.href()} />;
  }
  return (
    <Stack gap="lg">
      <PageTitle title={pageTitle(TITLE)} />
      <AdminReportHeader
        title={TITLE}
        loading={status.loading || overview.isFetching}
        asOf={status.asOf}
        withinOneYear
        subtitle="Months and days in UTC. Residual = fees paid less the processing cost at the residual rate."
      />
      <section aria-labelledby="residual-overview-title">
        <Stack gap="xs">
          <Title order={2} fz="h4" id="residual-overview-title">
            Per month
          </Title>
          {overview.error ? (
            <LoadErrorAlert
              title="The monthly totals could not be loaded"
              error={overview.error}
              onRetry={() => void overview.refetch()}
            />
          ) : overview.data ? (
            overview.data.months.length > 0 ? (
              <ResidualOverviewTable overview={overview.data} />
            ) : (
              <Text size="sm" c="dimmed">
                No fees in these months.
              </Text>
            )
          ) : (
            <Skeleton h={120} radius="md" aria-label="Loading the monthly totals" />
          )}
        </Stack>
      </section>
      <section aria-labelledby="residual-partners-title">
        <Stack gap="sm">
          <Title order={2} fz="h4" id="residual-partners-title">
            Per partner and month
          </Title>
          <ReportList
            spec={residualSpec}
            list={list}
            result={result}
            searchLabel="Search partners"
            searchPlaceholder="Partner name"
            exportTarget={residualFeesExport}
          />
        </Stack>
      </section>
    </Stack>
  );
}
