import { Group, NativeSelect, Skeleton, Stack } from '@mantine/core';
import {
  REPORT_COUNTRIES,
  REPORT_PROCESSORS,
  VOLUME_TYPE_LABELS,
  VOLUME_TYPES,
} from '@paydesk/domain/admin-partner-report-fields';
import type { PastMonthsAccounts, PastMonthsVolume } from '@paydesk/domain/admin-partner-reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminReportScope } from '../../../shared/admin-reports/report-scope';
import { LoadErrorAlert } from '../../../shared/errors/load-error-alert';
import {
  getClients,
  getPastMonthsAccounts,
  getPastMonthsVolume,
  pastMonthsAccountsUrl,
  pastMonthsVolumeUrl,
} from '../api/get-partner-volume';
import { type PastMonthsKey, partnerReportKeys } from '../api/partner-report-keys';
import { PAST_MONTHS_PARAMS, pastMonthsKeyOf } from '../utils/partner-volume-view';
import { CsvDownload } from './csv-download';
import type { HeaderRender } from './partner-volume-views';
import { PastMonthsAccountsTable, PastMonthsVolumeTable } from './past-months-tables';

interface ViewProps {
  scope: AdminReportScope;
  header: HeaderRender;
}

/** Every client, for the client choice (they are few: the first 100 by name). */
function useClientOptions() {
  return useQuery({
    queryKey: partnerReportKeys.clients({ perPage: '100' }),
    queryFn: ({ signal }) => getClients({ perPage: '100' }, signal),
    staleTime: 5 * 60_000,
  });
}

/** The country, type, client and processor of a 16-month view, kept in the URL. */
function PastMonthsControls({ pastKey, withType }: { pastKey: PastMonthsKey; withType: boolean }) {
  const [params, setParams] = useSearchParams();
  const clients = useClientOptions();
  const set = (param: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(param, value);
    else next.delete(param);
    setParams(next, { replace: true });
  };
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <NativeSelect
        label="Country"
        data={REPORT_COUNTRIES.map((c) => ({ value: c.code, label: c.label }))}
        value={pastKey.country}
        onChange={(event) => set(PAST_MONTHS_PARAMS.country, event.currentTarget.value)}
      />
      {withType ? (
        <NativeSelect
          label="Volume"
          data={VOLUME_TYPES.map((type) => ({ value: type, label: VOLUME_TYPE_LABELS[type] }))}
          value={pastKey.type ?? 'all'}
          onChange={(event) => set(PAST_MONTHS_PARAMS.type, event.currentTarget.value)}
        />
      ) : null}
      <NativeSelect
        label="Client"
        data={[
          { value: '', label: 'Every client' },
          ...(clients.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
        ]}
        value={pastKey.client === undefined ? '' : String(pastKey.client)}
        onChange={(event) => set(PAST_MONTHS_PARAMS.client, event.currentTarget.value)}
      />
      <NativeSelect
        label="Processor"
        data={[
          { value: '', label: 'Both processors' },
          ...REPORT_PROCESSORS.map((p) => ({ value: String(p.id), label: p.label })),
        ]}
        value={pastKey.processorId ?? ''}
        onChange={(event) => set(PAST_MONTHS_PARAMS.processor, event.currentTarget.value)}
      />
    </Group>
  );
}

const fileKey = (key: PastMonthsKey) =>
  [key.country, key.type, key.client === undefined ? null : `client-${key.client}`]
    .filter(Boolean)
    .join('-');

interface PastMonthsReportProps<Data> extends ViewProps {
  withType: boolean;
  /** What the report is called in its messages: 'the 16-month report'. */
  name: string;
  queryKey: (key: PastMonthsKey) => readonly unknown[];
  fetch: (key: PastMonthsKey, signal: AbortSignal) => Promise<Data>;
  csvUrl: (key: PastMonthsKey) => string;
  fileName: (key: PastMonthsKey) => string;
  table: (data: Data) => ReactNode;
}

/** A 16-month view: its controls, Download CSV, and its table (loading and error states). */
function PastMonthsReport<Data>(props: PastMonthsReportProps<Data>) {
  const [params] = useSearchParams();
  const key = pastMonthsKeyOf(params, props.scope.merchantId, props.withType);
  const report = useQuery({
    queryKey: props.queryKey(key),
    queryFn: ({ signal }) => props.fetch(key, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      {props.header({
        loading: report.isFetching && !report.isPending,
        asOf: report.error ? undefined : report.dataUpdatedAt || undefined,
        hideRange: true,
      })}
      <Stack gap="sm">
        <PastMonthsControls pastKey={key} withType={props.withType} />
        <CsvDownload path={props.csvUrl(key)} fallbackName={props.fileName(key)} />
        {report.error ? (
          <LoadErrorAlert
            title={`${props.name} could not be loaded`}
            error={report.error}
            onRetry={() => void report.refetch()}
          />
        ) : report.data ? (
          props.table(report.data)
        ) : (
          <Skeleton h={240} radius="md" aria-label={`Loading ${props.name.toLowerCase()}`} />
        )}
      </Stack>
    </>
  );
}

/** "16-month volume": card, ACH or all volume per partner and month, with a total row. */
export function PastMonthsVolumeView(props: ViewProps) {
  return (
    <PastMonthsReport<PastMonthsVolume>
      {...props}
      withType
      name="The 16-month report"
      queryKey={partnerReportKeys.pastMonthsVolume}
      fetch={getPastMonthsVolume}
      csvUrl={(key) => pastMonthsVolumeUrl(key, true)}
      fileName={(key) => `volume-16-months-${fileKey(key)}.csv`}
      table={(data) => <PastMonthsVolumeTable report={data} />}
    />
  );
}

/** "Accounts per month": accounts created, activated, closed and active, month by month. */
export function PastMonthsAccountsView(props: ViewProps) {
  return (
    <PastMonthsReport<PastMonthsAccounts>
      {...props}
      withType={false}
      name="The accounts report"
      queryKey={partnerReportKeys.pastMonthsAccounts}
      fetch={getPastMonthsAccounts}
      csvUrl={(key) => pastMonthsAccountsUrl(key, true)}
      fileName={(key) => `accounts-16-months-${fileKey(key)}.csv`}
      table={(data) => <PastMonthsAccountsTable report={data} />}
    />
  );
}
