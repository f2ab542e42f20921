import { Alert, Anchor, Button, Card, Skeleton, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { DASHBOARD_DATE_PRESETS, priorYearRange } from '@paydesk/domain/date-presets';
import { DEFAULT_CURRENCY } from '@paydesk/domain/money';
import { summedNumber } from '@paydesk/domain/overview-metrics';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { lazy, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import type { ProfileMerchant } from '../../../shared/account/account-types';
import { holdsMerchantPermission } from '../../../shared/account/merchant-permissions';
import { selectMerchantAccount } from '../../../shared/account/select-merchant';
import { siteSetting } from '../../../shared/account/site-settings';
import { LazyDialog } from '../../../shared/components/lazy-dialog';
import { ReportPageHeader } from '../../../shared/date-range/report-page-header';
import { rangeSearchParams } from '../../../shared/date-range/report-range-params';
import { useReportRange } from '../../../shared/date-range/use-report-range';
import { useReportErrors } from '../../../shared/errors/use-report-errors';
import { useMerchantAccount } from '../../../shared/merchant-account/get-merchant-account';
import { PageTitle } from '../../../shared/page-title/page-title';
import { useAccountStore } from '../../../shared/stores/account-store';
import { useContactType } from '../api/get-contact-type';
import { useMerchantAlertBanners } from '../api/get-merchant-alerts';
import { useMerchantRates } from '../api/get-merchant-rates';
import { AccountPanel } from '../components/account-panel';
import { ChargebackRatioCard } from '../components/chargeback-ratio-card';
import { DashboardBanners } from '../components/dashboard-banners';
import { EmptyRangeNotice } from '../components/empty-range-notice';
import { MerchantAlertBanners } from '../components/merchant-alert-banners';
import { OverviewTile } from '../components/overview-tile';
import { QuickLinks } from '../components/quick-links';
import { RefundsNote } from '../components/refunds-note';
import { ReportSwitcher } from '../components/report-switcher';
import { useOverviews } from '../hooks/use-overviews';
import { type DashboardBanner, dashboardBanners } from '../utils/dashboard-banners';
import {
  needsResponseHref,
  quickLinks,
  refundsHref,
  reportOptions,
} from '../utils/dashboard-links';
import {
  DASHBOARD_RANGE_OPTIONS,
  dashboardTimeZone,
  overviewRangeKey,
} from '../utils/dashboard-range';
import { DASHBOARD_TILES, isQuietRange } from '../utils/overview-series';
import classes from './dashboard-page.module.css';

const DEFAULT_LIMITS_EMAIL = 'limits@paydesk.test';

/** The form (and its number input) loads when the dialog is first opened. */
const LimitIncreaseModal = lazy(async () => ({
  default: (await import('../components/limit-increase-modal')).LimitIncreaseModal,
}));

function textOrNull(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value : null;
}

export interface DashboardViewProps {
  merchantId: number;
  /** The merchants-list entry (with its feature flags); absent for an admin's visit. */
  profileMerchant: ProfileMerchant | undefined;
}

/** The merchant dashboard: header, banners, seven tiles, account panel, links, ratio. */
export function DashboardView({ merchantId, profileMerchant }: DashboardViewProps) {
  const merchants = useAccountStore((state) => state.data?.merchants) ?? [];
  const settings = useAccountStore((state) => state.settings);
  const [params] = useSearchParams();
  const [dismissed, setDismissed] = useState<DashboardBanner[]>([]);
  const [limitOpened, limitModal] = useDisclosure(false);

  const merchant = useMerchantAccount(merchantId);
  const account = merchant.data;
  const timeZone = dashboardTimeZone(account);
  const report = useReportRange(timeZone, DASHBOARD_DATE_PRESETS, DASHBOARD_RANGE_OPTIONS);
  // The route loader (api/dashboard-loader.ts) asks for the same keys before this code loads.
  const overviewRange = account ? overviewRangeKey(report.zoned, timeZone) : undefined;
  const overviews = useOverviews(merchantId, overviewRange);
  const rates = useMerchantRates(account ? merchantId : undefined);
  const contactType = useContactType(account ? merchantId : undefined);
  const alertBanners = useMerchantAlertBanners(merchantId);

  const loadErrors = [merchant.error, ...overviews.errors].filter(Boolean);
  useReportErrors(loadErrors, 'Unable to load the dashboard');

  const evidence = overviews.data['evidence-chargeback-count'];
  const evidenceNeeded = evidence ? summedNumber(evidence.summedData.data[0]) : undefined;
  const canManageDisputes = holdsMerchantPermission(profileMerchant, 'can-manage-disputes');
  const banners = dashboardBanners({ account, canManageDisputes, evidenceNeeded }).filter(
    (banner) => !dismissed.includes(banner),
  );
  const search = rangeSearchParams(params).toString();
  const priorRange = priorYearRange(report.range);
  const chargebacks = overviews.data['chargeback-count'];
  const successful = overviews.data['successful-transactions'];
  const supportEmail = textOrNull(siteSetting(settings, 'supportEmail'));
  const limitsEmail = textOrNull(siteSetting(settings, 'limitsEmail')) ?? DEFAULT_LIMITS_EMAIL;

  const retryAll = () => {
    if (merchant.isError) void merchant.refetch();
    overviews.retry();
  };

  return (
    <Stack gap="lg">
      <PageTitle title={`Dashboard · ${account?.businessCommonName ?? 'Paydesk'}`} />
      <ReportPageHeader
        title="Dashboard"
        accounts={merchants}
        accountId={merchantId}
        accountHref={(id) => paths.dashboard.href(id)}
        onAccountChange={(id) => selectMerchantAccount(id)}
        presets={DASHBOARD_DATE_PRESETS}
        withinOneYear
        timeZone={timeZone}
        loading={merchant.isFetching || overviews.fetching}
        subtitle={`Days in ${timeZone.replaceAll('_', ' ')} time, compared with the same days last year`}
        leading={
          <ReportSwitcher
            reports={reportOptions(merchantId, profileMerchant)}
            current="dashboard"
            search={search}
          />
        }
      />

      <MerchantAlertBanners alerts={alertBanners.data?.data ?? []} />

      {account ? (
        <DashboardBanners
          banners={banners}
          merchantId={account.id}
          businessName={account.businessCommonName}
          evidenceNeeded={evidenceNeeded ?? 0}
          supportEmail={supportEmail}
          disputesHref={needsResponseHref(merchantId)}
          onDismiss={(banner) => setDismissed((previous) => [...previous, banner])}
        />
      ) : null}

      {loadErrors.length > 0 ? (
        <Alert
          color="red"
          variant="light"
          radius="lg"
          icon={<IconAlertCircle size={20} aria-hidden />}
          title="Part of this dashboard could not be loaded"
          role="alert"
        >
          <Text size="sm" mb="sm">
            Paydesk could not reach some of your figures. Check your connection, then try again.
          </Text>
          <Button
            size="xs"
            color="red.9"
            variant="white"
            leftSection={<IconRefresh size={14} aria-hidden />}
            onClick={retryAll}
          >
            Retry
          </Button>
        </Alert>
      ) : null}

      {overviews.complete && isQuietRange(overviews.data) ? (
        <EmptyRangeNotice range={report.range} onWiden={() => report.setPreset('last-6-months')} />
      ) : null}

      <div className={classes.layout}>
        <section aria-labelledby="overview-heading" className={classes.main}>
          <h2 id="overview-heading" className={classes.srOnly}>
            Overview
          </h2>
          <div className={classes.tiles}>
            {DASHBOARD_TILES.map((tile) => (
              <OverviewTile
                key={tile.metric}
                featured={tile.metric === 'gross-volume'}
                metric={tile.metric}
                currency={account?.currency ?? DEFAULT_CURRENCY}
                title={tile.title}
                hint={tile.hint}
                response={overviews.data[tile.metric]}
                stale={overviews.stale[tile.metric] === true}
                failed={overviews.failed[tile.metric] === true || (merchant.isError && !account)}
                onRetry={() => (account ? overviews.retry(tile.metric) : retryAll())}
                range={report.range}
                priorRange={priorRange}
                action={
                  tile.metric === 'gross-volume' ? (
                    <RefundsNote
                      merchantId={merchantId}
                      range={overviewRange}
                      currency={account?.currency ?? DEFAULT_CURRENCY}
                      href={refundsHref(merchantId, search)}
                    />
                  ) : tile.metric === 'evidence-chargeback-count' ? (
                    <Anchor component={Link} to={needsResponseHref(merchantId)} size="sm">
                      See what needs a response
                    </Anchor>
                  ) : undefined
                }
              />
            ))}
          </div>
        </section>
        <aside className={classes.side} aria-label="Account summary">
          <ChargebackRatioCard
            chargebacks={chargebacks ? summedNumber(chargebacks.summedData.data[0]) : undefined}
            successful={successful ? summedNumber(successful.summedData.data[0]) : undefined}
            stale={overviews.stale['chargeback-count'] === true}
          />
          {account ? (
            <AccountPanel
              account={account}
              rates={rates.data}
              contactType={contactType.data}
              settingsHref={paths.account.merchant.href(merchantId)}
              onRequestLimitIncrease={limitModal.open}
            />
          ) : merchant.isError ? (
            <Card padding="lg">
              <Text size="sm" c="dimmed" mb="sm">
                The account details could not be loaded.
              </Text>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconRefresh size={14} aria-hidden />}
                onClick={() => void merchant.refetch()}
              >
                Retry
              </Button>
            </Card>
          ) : (
            <Card padding="lg" aria-busy="true" aria-label="Account details loading">
              <Skeleton h={22} w="70%" />
              <Skeleton h={14} w="40%" mt="xs" />
              {[1, 2, 3, 4, 5, 6].map((row) => (
                <Skeleton key={row} h={14} mt="md" />
              ))}
            </Card>
          )}
          <QuickLinks links={quickLinks(merchantId, profileMerchant, search)} />
        </aside>
      </div>

      {account ? (
        <LazyDialog opened={limitOpened}>
          {(opened) => (
            <LimitIncreaseModal
              opened={opened}
              onClose={limitModal.close}
              account={account}
              limitsEmail={limitsEmail}
            />
          )}
        </LazyDialog>
      ) : null}
    </Stack>
  );
}
