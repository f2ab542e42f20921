import { Button, Skeleton, Stack, Title } from '@mantine/core';
import { REPORT_DATE_PRESETS } from '@paydesk/domain/date-presets';
import { SEARCH_KEYS } from '@paydesk/domain/transaction-search';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { lazy } from 'react';
import { useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { holdsMerchantPermission } from '../../../shared/account/merchant-permissions';
import { selectMerchantAccount } from '../../../shared/account/select-merchant';
import { LazyDialog } from '../../../shared/components/lazy-dialog';
import { DataTable } from '../../../shared/data-table/data-table';
import { ListPagination } from '../../../shared/data-table/list-pagination';
import { ListToolbar } from '../../../shared/data-table/list-toolbar';
import { SavedViewsMenu } from '../../../shared/data-table/saved-views-menu';
import { SearchHelp } from '../../../shared/data-table/search-help';
import { ReportPageHeader } from '../../../shared/date-range/report-page-header';
import { useReportRange } from '../../../shared/date-range/use-report-range';
import { useReportErrors } from '../../../shared/errors/use-report-errors';
import { useCurrentMerchant } from '../../../shared/hooks/use-current-merchant';
import { useListQuery } from '../../../shared/list-state/use-list-query';
import { useListState } from '../../../shared/list-state/use-list-state';
import { useMerchantAccount } from '../../../shared/merchant-account/get-merchant-account';
import { merchantTimeZone } from '../../../shared/merchant-account/merchant-time-zone';
import { PageTitle, pageTitle } from '../../../shared/page-title/page-title';
import { useAccountStore } from '../../../shared/stores/account-store';
import { useTransactionSnapshot } from '../api/get-transaction-snapshot';
import { getTransactionsPage, transactionsExportTarget } from '../api/get-transactions';
import { type TransactionScope, transactionKeys } from '../api/transaction-keys';
import { acceptsPayments } from '../utils/accepts-payments';
import { ALL_ACCOUNTS } from '../utils/route-scope';
import { zoneName } from '../utils/transaction-time';
import { DateTypeSelect, readDateType } from './date-type-select';
import { SnapshotStrip } from './snapshot-strip';
import {
  allTransactionsListSpec,
  DATE_TYPE_PARAM,
  transactionListSpec,
} from './transaction-list-spec';
import { TimeZoneContext } from './zoned-moment';

/** The virtual terminal loads when it is first opened. */
const VirtualTerminalDialog = lazy(async () => ({
  default: (await import('./terminal/virtual-terminal-dialog')).VirtualTerminalDialog,
}));

/** The dialog of the list that takes a payment (`?dialog=terminal`). */
export const TERMINAL_DIALOG = 'terminal';

/** While the account's time zone is on its way: the list's days depend on it. */
function ScreenSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true">
      <Title order={1} fz="h2">
        Transactions
      </Title>
      <Skeleton height={96} radius="lg" />
      <Skeleton height={64} radius="lg" />
      <Skeleton height={360} radius="md" />
    </Stack>
  );
}

/**
 * The transactions of one account, or of all the user's accounts: the report header (range,
 * date type, account), the totals of the view, the toolbar (search, filters, columns,
 * export, saved views, New payment), the rows and the pages. Everything is in the URL.
 */
export function TransactionsScreen({ scope }: { scope: TransactionScope }) {
  const merchants = useAccountStore((state) => state.data?.merchants) ?? [];
  const current = useCurrentMerchant();
  // 'All accounts' shows times in the zone of the current account (the first, without one).
  const zoneAccountId = scope === 'all' ? (current.id ?? merchants[0]?.id) : scope;
  const merchant = useMerchantAccount(zoneAccountId);
  if (merchant.isPending && zoneAccountId !== undefined) return <ScreenSkeleton />;
  return (
    <TransactionsList
      scope={scope}
      timeZone={merchantTimeZone(merchant.data)}
      accountName={scope === 'all' ? 'All accounts' : merchant.data?.businessCommonName}
    />
  );
}

interface TransactionsListProps {
  scope: TransactionScope;
  timeZone: string;
  accountName: string | undefined;
}

function TransactionsList({ scope, timeZone, accountName }: TransactionsListProps) {
  const queryClient = useQueryClient();
  const merchants = useAccountStore((state) => state.data?.merchants) ?? [];
  const report = useReportRange(timeZone, REPORT_DATE_PRESETS);
  const spec = scope === 'all' ? allTransactionsListSpec : transactionListSpec;
  const [params] = useSearchParams();
  const dateType = readDateType(params.get(DATE_TYPE_PARAM) ?? undefined);
  const list = useListState(spec, {
    query: {
      start_date: report.zoned.startDateTime,
      end_date: report.zoned.endDateTime,
      timezone: timeZone,
      [DATE_TYPE_PARAM]: dateType,
    },
  });
  const result = useListQuery(list, {
    queryKey: (pageKey) => transactionKeys.list(scope, pageKey),
    fetchPage: (query, signal) => getTransactionsPage(scope, query, signal),
  });
  const snapshot = useTransactionSnapshot(scope, list.pageKey, true);
  useReportErrors([snapshot.error].filter(Boolean), 'Unable to load the totals');

  const account = typeof scope === 'number' ? merchants.find((m) => m.id === scope) : undefined;
  // The terminal needs can-create-transactions on the account (its admins hold it).
  const canTakePayments =
    account !== undefined &&
    acceptsPayments(account) &&
    holdsMerchantPermission(account, 'can-create-transactions');
  const refresh = () => {
    result.refresh();
    void queryClient.invalidateQueries({ queryKey: transactionKeys.snapshots(scope) });
  };

  return (
    <TimeZoneContext.Provider value={timeZone}>
      <Stack gap="md">
        <PageTitle title={pageTitle(`Transactions · ${accountName ?? 'Paydesk'}`)} />
        <ReportPageHeader
          title="Transactions"
          accounts={merchants}
          accountId={typeof scope === 'number' ? scope : undefined}
          accountHref={(id) => paths.transactions.list.href(id)}
          onAccountChange={(id) => selectMerchantAccount(id)}
          extraOption={
            merchants.length > 1
              ? {
                  value: ALL_ACCOUNTS,
                  label: 'All accounts',
                  href: paths.transactions.list.href(ALL_ACCOUNTS),
                  selected: scope === 'all',
                }
              : undefined
          }
          presets={REPORT_DATE_PRESETS}
          timeZone={timeZone}
          loading={result.fetching || snapshot.isFetching}
          subtitle={`Days and times in ${zoneName(timeZone)} time`}
          leading={
            <DateTypeSelect
              value={dateType}
              onChange={(next) =>
                list.setFilters({ [DATE_TYPE_PARAM]: next === 'transaction' ? '' : next })
              }
            />
          }
        />
        <SnapshotStrip
          snapshot={snapshot.data}
          stale={snapshot.isPlaceholderData}
          error={snapshot.error}
          onRetry={() => void snapshot.refetch()}
        />
        <ListToolbar
          list={list}
          searchLabel="Search transactions"
          searchPlaceholder="Last 4, name, e-mail or amount"
          searchHelp={
            <SearchHelp
              intro="Type a last four, a name, an e-mail, an amount ($42.50) or an auth code, or narrow with terms:"
              keys={SEARCH_KEYS}
            />
          }
          exportTarget={transactionsExportTarget(scope)}
          total={result.meta?.totalRecords}
          savedViews={
            typeof scope === 'number' ? <SavedViewsMenu list={list} merchantId={scope} /> : null
          }
          onRefresh={refresh}
          actions={
            canTakePayments ? (
              <Button
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => list.openDialog(TERMINAL_DIALOG)}
              >
                New payment
              </Button>
            ) : null
          }
        />
        <DataTable
          spec={spec}
          list={list}
          result={result}
          emptyMessage={
            list.hasFilters
              ? 'No transactions match these filters.'
              : 'No transactions in these dates. Choose a longer range or another date type.'
          }
        />
        <ListPagination list={list} meta={result.meta} label="Transactions" />
      </Stack>
      {typeof scope === 'number' && canTakePayments ? (
        <LazyDialog opened={list.dialog === TERMINAL_DIALOG}>
          {(opened) => (
            <VirtualTerminalDialog opened={opened} onClose={list.closeDialog} merchantId={scope} />
          )}
        </LazyDialog>
      ) : null}
    </TimeZoneContext.Provider>
  );
}
