import { NativeSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  DEFAULT_PAYOUT_COUNTRY,
  PAYOUT_COUNTRIES,
  PAYOUT_COUNTRY_CODES,
  type PayoutCountryCode,
  payoutCountry,
} from '@paydesk/domain/admin-platform-payout-fields';
import { addDays, isIsoDate, todayIn } from '@paydesk/domain/date-presets';
import { useSearchParams } from 'react-router';
import { AdminPermissionGate } from '../../../shared/account/admin-permission-gate';
import { ToolsFrame } from '../../../shared/admin-tools/tools-frame';
import { ListBody } from '../../../shared/data-table/list-body';
import { DateField } from '../../../shared/date-range/date-field';
import { useListQuery } from '../../../shared/list-state/use-list-query';
import { useListState } from '../../../shared/list-state/use-list-state';
import { PageTitle, pageTitle } from '../../../shared/page-title/page-title';
import { getPayoutHistory, usePlatformBalance } from '../api/get-platform-balance';
import { payoutKeys } from '../api/payout-keys';
import { BalanceCard } from '../components/balance-card';
import { PayOutModal } from '../components/pay-out-modal';
import { payoutHistorySpec } from '../components/payout-history-spec';

const PAY_OUT_DIALOG = 'pay-out';

const isCountry = (value: string | null): value is PayoutCountryCode =>
  value !== null && (PAYOUT_COUNTRY_CODES as readonly string[]).includes(value);

/**
 * /admin/tools/platform-payout (part 2 §2 "Admin tools", §7 platform balance): the platform's
 * balance in a country through a day (UTC), paid out after a confirmation naming the period and
 * the amount, and the country's payout history. The country, the day and the open dialog live
 * in the URL. The day defaults to yesterday, the last day that is over (a day is paid once, so
 * today cannot be: its later fees would never be paid). Without can-perform-payout: 'Not
 * Allowed'.
 */
export function PlatformPayoutPage() {
  return (
    <AdminPermissionGate permission="can-perform-payout">
      <PageTitle title={pageTitle('Platform Payout')} />
      <ToolsFrame current="platform-payout">
        <Stack gap="lg">
          <Title order={1} fz="h2">
            Platform Payout
          </Title>
          <PlatformPayoutView />
        </Stack>
      </ToolsFrame>
    </AdminPermissionGate>
  );
}

function PlatformPayoutView() {
  const [params, setParams] = useSearchParams();
  const latest = addDays(todayIn('UTC'), -1);
  const countryParam = params.get('country');
  const country = isCountry(countryParam) ? countryParam : DEFAULT_PAYOUT_COUNTRY;
  const throughParam = params.get('through');
  const through = isIsoDate(throughParam) && throughParam <= latest ? throughParam : latest;
  const { label } = payoutCountry(country);

  const setParam = (name: string, value: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set(name, value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  const balance = usePlatformBalance(country, through);
  const list = useListState(payoutHistorySpec, { query: { countryCode: country } });
  const history = useListQuery(list, {
    queryKey: (pageKey) => payoutKeys.history(pageKey),
    fetchPage: (query, signal) => getPayoutHistory(query, signal),
  });

  return (
    <Stack gap="lg">
      <Text c="dimmed" size="sm">
        The fees the platform earned from the merchants paid in each country’s currency, by UTC day.
        Each day is paid out once, through yesterday at the latest.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" maw={640}>
        <NativeSelect
          label="Country"
          value={country}
          onChange={(event) => setParam('country', event.currentTarget.value)}
          data={PAYOUT_COUNTRIES.map((c) => ({
            value: c.code,
            label: `${c.label} (${c.currency})`,
          }))}
        />
        <DateField
          field="to"
          label="Pay out through"
          value={through}
          other={null}
          today={latest}
          onChange={(value) => {
            if (value) setParam('through', value);
          }}
        />
      </SimpleGrid>
      <BalanceCard
        countryLabel={label}
        balance={balance.data}
        loading={balance.isFetching}
        error={balance.error}
        onRetry={() => void balance.refetch()}
        onPayOut={() => list.openDialog(PAY_OUT_DIALOG)}
      />
      <Stack gap="sm">
        <Title order={2} fz="h4">
          Payout history
        </Title>
        <ListBody spec={payoutHistorySpec} list={list} result={history} firstUseAction={null} />
      </Stack>
      <PayOutModal
        opened={list.dialog === PAY_OUT_DIALOG}
        onClose={list.closeDialog}
        countryLabel={label}
        balance={balance.data}
        onSettled={history.refresh}
      />
    </Stack>
  );
}
