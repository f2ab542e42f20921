import type {
  ClientRow,
  PastMonthsAccounts,
  PastMonthsVolume,
  VolumeOverviewRow,
  VolumeReportRow,
} from '@paydesk/domain/admin-partner-reports';
import { endpointUrl } from '@paydesk/domain/endpoint';
import type * as endpoints from '@paydesk/domain/endpoints/admin-partner-reports';
import * as routes from '@paydesk/domain/routes/admin-partner-reports';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import type { ListApiQuery } from '../../../shared/list-state/list-url';
import type { ListPage } from '../../../shared/list-state/use-list-query';
import type { PastMonthsKey } from './partner-report-keys';

/** `GET /admin/clients/`: the clients with their merchant counts. */
export function getClients(
  query: ListApiQuery,
  signal?: AbortSignal,
): Promise<ListPage<ClientRow>> {
  return callEndpoint<typeof endpoints.getClientsOverview>(routes.getClientsOverview, {
    query: query as never,
    signal,
  });
}

export type VolumeOverviewPage = ListPage<VolumeOverviewRow> & {
  totals: Omit<VolumeOverviewRow, 'partnerId' | 'partnerName' | 'currency'>;
  range: { start_date: string; end_date: string; currency: string };
};

/** `GET /admin/volume-overview`: the volume per partner over the range, with the totals. */
export function getVolumeOverview(
  query: ListApiQuery,
  signal?: AbortSignal,
): Promise<VolumeOverviewPage> {
  return callEndpoint<typeof endpoints.getVolumeOverview>(routes.getVolumeOverview, {
    query: query as never,
    signal,
  });
}

/** `GET /admin/volume-report`: the volume per partner and merchant. */
export function getVolumeReport(
  query: ListApiQuery,
  signal?: AbortSignal,
): Promise<ListPage<VolumeReportRow>> {
  return callEndpoint<typeof endpoints.getVolumeReport>(routes.getVolumeReport, {
    query: query as never,
    signal,
  });
}

export const clientsExport = { route: routes.getClientsOverview };
export const volumeOverviewExport = { route: routes.getVolumeOverview };
export const volumeReportExport = { route: routes.getVolumeReport };

/** The query of a 16-month table (its path parts are the key's). */
const pastMonthsQuery = (key: PastMonthsKey): Record<string, string> => {
  const query: Record<string, string> = {};
  if (key.processorId) query.processorId = key.processorId;
  if (key.merchantid) query.merchantid = key.merchantid;
  return query;
};

/** The 16-month volume report's URL (its CSV is the same URL with `download=csv`). */
export function pastMonthsVolumeUrl(key: PastMonthsKey, csv = false): string {
  const query = { ...pastMonthsQuery(key), ...(csv ? { download: 'csv' } : {}) };
  return key.client === undefined
    ? endpointUrl(routes.getPastMonthsVolume, {
        params: { country: key.country, type: key.type ?? 'all' },
        query,
      })
    : endpointUrl(routes.getPastMonthsVolumeOfClient, {
        params: { country: key.country, type: key.type ?? 'all', client: key.client },
        query,
      });
}

/** `GET /admin/past-16-months-volume-report/{country}/{type}[/{client}]`. */
export function getPastMonthsVolume(
  key: PastMonthsKey,
  signal?: AbortSignal,
): Promise<PastMonthsVolume> {
  const query = pastMonthsQuery(key) as never;
  const type = key.type ?? 'all';
  const { country, client } = key;
  return client === undefined
    ? callEndpoint<typeof endpoints.getPastMonthsVolume>(routes.getPastMonthsVolume, {
        params: { country, type },
        query,
        signal,
      })
    : callEndpoint<typeof endpoints.getPastMonthsVolumeOfClient>(
        routes.getPastMonthsVolumeOfClient,
        { params: { country, type, client }, query, signal },
      );
}

/** The accounts report's URL (its CSV: `download=csv`). */
export function pastMonthsAccountsUrl(key: PastMonthsKey, csv = false): string {
  const query = { ...pastMonthsQuery(key), ...(csv ? { download: 'csv' } : {}) };
  return key.client === undefined
    ? endpointUrl(routes.getPastMonthsAccounts, { params: { country: key.country }, query })
    : endpointUrl(routes.getPastMonthsAccountsOfClient, {
        params: { country: key.country, client: key.client },
        query,
      });
}

/** `GET /admin/past-months-accounts-report/{country}[/{client}]`. */
export function getPastMonthsAccounts(
  key: PastMonthsKey,
  signal?: AbortSignal,
): Promise<PastMonthsAccounts> {
  const query = pastMonthsQuery(key) as never;
  const { country, client } = key;
  return client === undefined
    ? callEndpoint<typeof endpoints.getPastMonthsAccounts>(routes.getPastMonthsAccounts, {
        params: { country },
        query,
        signal,
      })
    : callEndpoint<typeof endpoints.getPastMonthsAccountsOfClient>(
        routes.getPastMonthsAccountsOfClient,
        { params: { country, client }, query, signal },
      );
}
