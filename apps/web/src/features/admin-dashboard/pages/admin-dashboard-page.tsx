import { SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { COMPARISON_LABELS, type ComparisonBasis } from '@paydesk/domain/admin-overview-metrics';
import { DASHBOARD_DATE_PRESETS } from '@paydesk/domain/date-presets';
import { DEFAULT_CURRENCY } from '@paydesk/domain/money';
import { useSearchParams } from 'react-router';
import { AdminReportHeader } from '../../../shared/admin-reports/admin-report-header';
import { useAdminReportScope } from '../../../shared/admin-reports/report-scope';
import { LoadErrorAlert } from '../../../shared/errors/load-error-alert';
import { formatCount } from '../../../shared/format/numbers';
import { PageTitle, pageTitle } from '../../../shared/page-title/page-title';
import { useAdminOverview, useTopList } from '../api/get-admin-overview';
import { useCardVolumes } from '../api/get-card-volumes';
import classes from '../components/admin-dashboard.module.css';
import { MetricTile } from '../components/metric-tile';
import { clientRows, merchantRows } from '../components/ranked-rows';
import { RankingTable } from '../components/ranking-table';
import { VolumeBreakdownCard } from '../components/volume-breakdown-card';
import { VolumeChartCard } from '../components/volume-chart-card';
import {
  COMPARE_PARAM,
  comparisonOf,
  dashboardQuery,
  isQuiet,
  metricOf,
} from '../utils/dashboard-figures';
import { brandRows, typeRows } from '../utils/volume-breakdown';

const TITLE = 'Dashboard';

/** What a part of the page shows when its read failed and nothing is left to show. */
function loadError(
  query: { isError: boolean; data: unknown; error: unknown; refetch: () => unknown },
  title: string,
) {
  return query.isError && !query.data ? (
    <LoadErrorAlert title={title} error={query.error} onRetry={() => query.refetch()} />
  ) : null;
}

/** Prior year or prior period, kept in the URL (`?compare=prior-period`). */
function ComparisonSwitch({ basis }: { basis: ComparisonBasis }) {
  const [params, setParams] = useSearchParams();
  return (
    <SegmentedControl
      size="xs"
      aria-label="Compare with"
      value={basis}
      data={(['prior-year', 'prior-period'] as const).map((value) => ({
        value,
        label: COMPARISON_LABELS[value],
      }))}
      onChange={(value) => {
        const next = new URLSearchParams(params);
        if (value === 'prior-period') next.set(COMPARE_PARAM, value);
        else next.delete(COMPARE_PARAM);
        setParams(next, { replace: true });
      }}
    />
  );
}

/**
 * /admin and /admin/dashboard (part 2 §2, every admin): the platform's volume and metrics over
 * the header's range of UTC days, against the prior year or the prior period; gross volume
 * day by day (month by month beyond 92 days), the merchants and clients with the most volume,
 * and what was paid through payment links. Every figure reads the rollups (docs/api.md).
 */
export function AdminDashboardPage() {
  const scope = useAdminReportScope({ presets: DASHBOARD_DATE_PRESETS, withinOneYear: true });
  const [params] = useSearchParams();
  const basis = comparisonOf(params);
  const query = dashboardQuery(scope.report.zoned, basis);
  const gross = useAdminOverview('gross-volume-v2', query);
  const metrics = useAdminOverview('transaction-metrics', query);
  const retrievals = useAdminOverview('retrievals-overview', query);
  const merchants = useTopList('merchant-transaction-metrics', query, 10);
  const clients = useTopList('client-transaction-metrics', query, 10);
  const checkout = useAdminOverview('checkout-transaction-metrics', query);
  const checkoutGross = useAdminOverview('checkout-gross-volume-v2', query);
  const checkoutMerchants = useTopList('checkout-merchant-transaction-metrics', query, 5);
  const types = useAdminOverview('type-volumes', query);
  const brands = useCardVolumes(query);

  const currency = gross.data?.currency ?? DEFAULT_CURRENCY;
  const figure = (answer: typeof gross, name: Parameters<typeof metricOf>[1]) =>
    metricOf(answer.data, name);
  const stale = (answer: { isPlaceholderData: boolean }) => answer.isPlaceholderData;
  const tile = (
    title: string,
    answer: typeof gross,
    name: Parameters<typeof metricOf>[1],
    detail?: (count: number) => string,
    countOf?: Parameters<typeof metricOf>[1],
  ) => {
    const count = countOf ? figure(answer, countOf)?.total : undefined;
    return (
      <MetricTile
        key={title}
        title={title}
        metric={figure(answer, name)}
        detail={detail && count !== undefined ? detail(count) : undefined}
        currency={currency}
        basis={basis}
        stale={stale(answer)}
      />
    );
  };
  const loading = [gross, metrics, retrievals, merchants, clients, checkout, types, brands].some(
    (q) => q.isFetching,
  );
  const failed = [gross, metrics, retrievals].filter((q) => q.isError && !q.data);
  const quiet =
    gross.data !== undefined &&
    metrics.data !== undefined &&
    isQuiet([
      figure(gross, 'gross-volume'),
      figure(metrics, 'refunds'),
      figure(metrics, 'chargebacks'),
      figure(metrics, 'ach-returns'),
    ]);
  const plural = (one: string, many: string) => (n: number) =>
    `${formatCount(n)} ${n === 1 ? one : many}`;

  return (
    <Stack gap="lg">
      {/* The tab says whose dashboard: a merchant's reads 'Dashboard · {its name}'. */}
      <PageTitle title={pageTitle('Admin dashboard')} />
      <AdminReportHeader
        title={TITLE}
        loading={loading}
        hideAccount
        presets={DASHBOARD_DATE_PRESETS}
        withinOneYear
        subtitle={`Every merchant paid in ${currency}. Days in UTC.`}
        leading={<ComparisonSwitch basis={basis} />}
        asOf={gross.dataUpdatedAt || undefined}
      />

      {failed.length > 0 ? (
        <LoadErrorAlert
          title="The dashboard's figures could not be loaded"
          error={failed[0]?.error}
          onRetry={() => {
            for (const q of failed) q.refetch();
          }}
        />
      ) : null}

      {quiet ? (
        <Text c="dimmed" data-testid="dashboard-empty">
          No payments, refunds, disputes or ACH returns in this range.
        </Text>
      ) : null}

      <section aria-label="Figures of the range">
        <div className={classes.tiles}>
          {tile('Gross volume', gross, 'gross-volume')}
          {tile('Transactions', metrics, 'transactions')}
          {tile('Average transaction', metrics, 'average')}
          {tile('Refunds', metrics, 'refund-volume', plural('refund', 'refunds'), 'refunds')}
          {tile(
            'Disputes',
            metrics,
            'chargeback-volume',
            plural('dispute', 'disputes'),
            'chargebacks',
          )}
          {tile(
            'ACH returns',
            metrics,
            'ach-return-volume',
            plural('return', 'returns'),
            'ach-returns',
          )}
          {tile('Retrievals', retrievals, 'retrievals')}
        </div>
      </section>

      <VolumeChartCard
        answer={gross.data}
        metric={figure(gross, 'gross-volume')}
        stale={stale(gross)}
      />

      <div className={classes.panels}>
        <VolumeBreakdownCard
          title="Volume by type"
          nameLabel="Type"
          shareLabel="of sales"
          rows={typeRows(types.data)}
          currency={currency}
          loading={types.isPlaceholderData}
          error={loadError(types, 'Volume by type could not be loaded')}
          empty="No sales, refunds, disputes or ACH returns in this range."
        />
        <VolumeBreakdownCard
          title="Volume by card brand"
          nameLabel="Card brand"
          shareLabel="of volume"
          rows={brandRows(brands.data)}
          currency={currency}
          loading={brands.isPlaceholderData}
          error={loadError(brands, 'Volume by card brand could not be loaded')}
          empty="No sales in this range."
        />
      </div>

      <div className={`${classes.panels} ${classes.rankings}`}>
        <RankingTable
          title="Top merchants"
          nameLabel="Merchant"
          rows={merchants.data ? merchantRows(merchants.data.data) : undefined}
          totalVolume={merchants.data?.totalVolume ?? 0}
          currency={currency}
          loading={merchants.isPlaceholderData}
          error={loadError(merchants, 'Top merchants could not be loaded')}
          empty="No merchant sold anything in this range."
        />
        <RankingTable
          title="Top clients"
          nameLabel="Client"
          rows={clients.data ? clientRows(clients.data.data) : undefined}
          totalVolume={clients.data?.totalVolume ?? 0}
          currency={currency}
          loading={clients.isPlaceholderData}
          error={loadError(clients, 'Top clients could not be loaded')}
          empty="No client's merchants sold anything in this range."
        />
      </div>

      <section aria-labelledby="checkout-title">
        <Stack gap="sm">
          <div>
            <Title id="checkout-title" order={2} fz="h4">
              Checkout
            </Title>
            <Text size="sm" c="dimmed">
              Payments taken through payment links.
            </Text>
          </div>
          {loadError(checkout, 'Checkout figures could not be loaded') ?? (
            <div className={classes.tiles}>
              {tile('Checkout volume', checkoutGross, 'gross-volume')}
              {tile('Checkout payments', checkout, 'transactions')}
              {tile('Average payment', checkout, 'average')}
              {tile('Refunded', checkout, 'refund-volume')}
              {tile(
                'Disputed',
                checkout,
                'chargeback-volume',
                plural('dispute', 'disputes'),
                'chargebacks',
              )}
            </div>
          )}
          <RankingTable
            title="Top checkout merchants"
            nameLabel="Merchant"
            rows={checkoutMerchants.data ? merchantRows(checkoutMerchants.data.data) : undefined}
            totalVolume={checkoutMerchants.data?.totalVolume ?? 0}
            currency={currency}
            loading={checkoutMerchants.isPlaceholderData}
            error={loadError(checkoutMerchants, 'Top checkout merchants could not be loaded')}
            empty="No payment was taken through a payment link in this range."
          />
        </Stack>
      </section>
    </Stack>
  );
}
