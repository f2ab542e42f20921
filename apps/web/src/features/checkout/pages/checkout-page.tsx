import { Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { REPORT_DATE_PRESETS } from '@paydesk/domain/date-presets';
import { useId } from 'react';
import { paths } from '../../../config/paths';
import { selectMerchantAccount } from '../../../shared/account/select-merchant';
import { useAccountRoute } from '../../../shared/account/use-account-route';
import { AccountNotFound } from '../../../shared/components/page-state';
import { ReportPageHeader } from '../../../shared/date-range/report-page-header';
import { useReportRange } from '../../../shared/date-range/use-report-range';
import { LoadErrorAlert } from '../../../shared/errors/load-error-alert';
import { useMerchantZone } from '../../../shared/merchant-account/merchant-time-zone';
import { PageTitle, pageTitle } from '../../../shared/page-title/page-title';
import { useCheckoutDashboard } from '../api/get-checkout-dashboard';
import { useCheckoutSettings } from '../api/get-checkout-settings';
import classes from '../components/checkout.module.css';
import { CheckoutTiles, DailyVolume, TopLinks } from '../components/checkout-dashboard-panels';
import { CheckoutNav } from '../components/checkout-nav';
import { CheckoutSettingsForm } from '../components/checkout-settings-form';

/** /checkout/:accountId: the checkout dashboard over the header's range, and the pay page's settings. */
export function CheckoutPage() {
  const { merchantId, merchants } = useAccountRoute('checkout');
  if (merchantId === undefined) return <AccountNotFound heading="Checkout" />;
  return <CheckoutView key={merchantId} merchantId={merchantId} merchants={merchants} />;
}

interface CheckoutViewProps {
  merchantId: number;
  merchants: readonly { id: number; businessCommonName: string }[];
}

function CheckoutView({ merchantId, merchants }: CheckoutViewProps) {
  const { merchant, timeZone } = useMerchantZone(merchantId);
  const account = merchant.data;
  // The days are the merchant's: wait for its zone (or its failure) before asking.
  const zoneKnown = account !== undefined || merchant.isError;
  const report = useReportRange(timeZone, REPORT_DATE_PRESETS);
  const dashboard = useCheckoutDashboard(
    merchantId,
    zoneKnown
      ? {
          start_date: report.zoned.startDateTime,
          end_date: report.zoned.endDateTime,
          timezone: timeZone,
        }
      : undefined,
  );
  const settings = useCheckoutSettings(merchantId);
  const name =
    account?.businessCommonName ??
    merchants.find((entry) => entry.id === merchantId)?.businessCommonName ??
    String(merchantId);
  const settingsHeading = useId();

  return (
    <Stack gap="lg">
      <PageTitle title={pageTitle(`Checkout · ${name}`)} />
      <ReportPageHeader
        title="Checkout"
        accounts={merchants}
        accountId={merchantId}
        accountHref={(id) => paths.checkout.settings.href(id)}
        onAccountChange={(id) => selectMerchantAccount(id)}
        presets={REPORT_DATE_PRESETS}
        timeZone={timeZone}
        loading={dashboard.isFetching}
        subtitle={`Payments through your links, days in ${timeZone.replaceAll('_', ' ')} time`}
      />
      <CheckoutNav merchantId={merchantId} />

      {dashboard.error ? (
        <LoadErrorAlert
          title="The checkout figures could not be loaded"
          error={dashboard.error}
          onRetry={() => void dashboard.refetch()}
        />
      ) : (
        <section aria-label="Payment link figures">
          <Stack gap="md">
            <CheckoutTiles data={dashboard.data} stale={dashboard.isPlaceholderData} />
            {dashboard.data ? (
              <div className={classes.split}>
                <DailyVolume data={dashboard.data} />
                <TopLinks data={dashboard.data} merchantId={merchantId} />
              </div>
            ) : (
              <div className={classes.split}>
                <Skeleton h={220} radius="lg" />
                <Skeleton h={220} radius="lg" />
              </div>
            )}
          </Stack>
        </section>
      )}

      <Card
        withBorder
        radius="lg"
        padding="lg"
        component="section"
        aria-labelledby={settingsHeading}
      >
        <Title order={2} fz="h3" id={settingsHeading}>
          Pay page settings
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          How your hosted pay page looks to payers, what it accepts and what happens after they pay.
        </Text>
        {settings.error ? (
          <LoadErrorAlert
            title="The settings could not be loaded"
            error={settings.error}
            onRetry={() => void settings.refetch()}
          />
        ) : settings.data ? (
          <CheckoutSettingsForm
            key={settings.data.updatedAt ?? 'defaults'}
            merchantId={merchantId}
            settings={settings.data}
            businessName={name}
          />
        ) : (
          <Stack gap="sm" aria-busy="true">
            <Text role="status" size="sm" c="dimmed">
              Loading the settings…
            </Text>
            <Skeleton h={280} radius="md" />
          </Stack>
        )}
      </Card>
    </Stack>
  );
}
