import type { EndpointDefinition, EndpointQuery, EndpointResult } from '@paydesk/domain/endpoint';
import * as endpoints from '@paydesk/domain/endpoints/admin-partner-reports';
import type { FastifyInstance } from 'fastify';
import { sqlQuery } from '../../db/client';
import { type EndpointRequest, serveEndpoint } from '../../platform/endpoint-route';
import {
  type AggregateList,
  aggregateCsv,
  readAggregatePage,
} from '../../platform/lists/aggregate-list';
import { sendCsv, serveList } from '../../platform/lists/list-route';
import { readOfMerchant, reportScope } from '../../platform/lists/report-scope';
import { SqlParams } from '../../platform/lists/sql-params';
import {
  staffSubscriptionDetail,
  staffSubscriptionList,
} from '../subscriptions/subscriptions.service';
import { residualTotals, volumeOverviewTotals } from './admin-partner-reports.service';
import { checkoutOverviewList } from './checkout-overview';
import { clientList, volumeOverviewList, volumeReportList } from './partner-volume-lists';
import {
  pastMonthsAccounts,
  pastMonthsAccountsCsv,
  pastMonthsVolume,
  pastMonthsVolumeCsv,
} from './past-months';
import { checkFilterIds, dayRangeOf } from './report-scope';
import { residualList, residualOverview } from './residual-fees';

/**
 * The back office's partner reports (part 2 §2 partner-volume, residual-fees, subscriptions,
 * payment-links-overview; §7): partner volume, the 16-month and accounts reports, residual
 * fees, every merchant's subscriptions and the payment links overview. docs/reports.md defines
 * each figure.
 */
export async function adminPartnerReportRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  const run = sqlQuery(db);
  const now = () => app.clock.now();

  /** An aggregate list: its page (with `extra` beside it), or its CSV file with `download=csv`. */
  function serveAggregate<const E extends EndpointDefinition, Row>(
    endpoint: E,
    options: {
      // biome-ignore lint/suspicious/noExplicitAny: the endpoint's query, checked by the declaration
      list: (query: EndpointQuery<E>) => AggregateList<any, Row, string>;
      check?: (query: EndpointQuery<E>) => Promise<void>;
      extra?: (query: EndpointQuery<E>) => Promise<Record<string, unknown>>;
      csvOnly?: boolean;
    },
  ) {
    serveEndpoint(app, endpoint, {
      handler: async (request: EndpointRequest<E>, reply) => {
        const query = request.query as EndpointQuery<E>;
        await options.check?.(query);
        const list = options.list(query);
        if (options.csvOnly || (query as unknown as { download?: string }).download === 'csv') {
          return sendCsv(
            reply,
            list.fileName(query),
            await aggregateCsv(run, list, query, new SqlParams()),
          );
        }
        const [page, extra] = await Promise.all([
          readAggregatePage(run, list, query, new SqlParams(), now()),
          options.extra ? options.extra(query) : Promise.resolve({}),
        ]);
        return { ...page, ...extra } as EndpointResult<E>;
      },
    });
  }

  const checkIds = (query: Parameters<typeof checkFilterIds>[1]) => checkFilterIds(db, query);
  const rangeOf = (query: { start_date?: string; end_date?: string; currency?: string }) => {
    const days = dayRangeOf(query, now());
    return { start_date: days.start, end_date: days.end, currency: query.currency ?? 'USD' };
  };

  serveAggregate(endpoints.getClientsOverview, { list: () => clientList });

  serveAggregate(endpoints.getVolumeOverview, {
    list: (query) => volumeOverviewList(dayRangeOf(query, now())),
    check: checkIds,
    extra: async (query) => ({
      totals: await volumeOverviewTotals(db, query, dayRangeOf(query, now())),
      range: rangeOf(query),
    }),
  });

  serveAggregate(endpoints.getVolumeReport, {
    list: (query) => volumeReportList(dayRangeOf(query, now())),
    check: checkIds,
    extra: async (query) => ({ range: rangeOf(query) }),
  });

  // The 16-month volume and accounts reports, with and without the client segment: JSON, or
  // with download=csv the same table as a file.
  const csvName = (base: string, report: { clientId: number | null }) =>
    `${base}${report.clientId === null ? '' : `-client-${report.clientId}`}.csv`;
  for (const endpoint of [endpoints.getPastMonthsVolume, endpoints.getPastMonthsVolumeOfClient]) {
    serveEndpoint(app, endpoint, {
      handler: async (request, reply) => {
        const params = request.params as { country: 'USA'; type: 'all'; client?: number };
        const report = await pastMonthsVolume(db, {
          country: params.country,
          type: params.type,
          clientId: params.client ?? null,
          query: request.query,
          now: now(),
        });
        if (request.query.download !== 'csv') return report;
        const name = csvName(`volume-16-months-${report.country}-${report.type}`, report);
        return sendCsv(reply, name, pastMonthsVolumeCsv(report));
      },
    });
  }
  for (const endpoint of [
    endpoints.getPastMonthsAccounts,
    endpoints.getPastMonthsAccountsOfClient,
  ]) {
    serveEndpoint(app, endpoint, {
      handler: async (request, reply) => {
        const params = request.params as { country: 'USA'; client?: number };
        const report = await pastMonthsAccounts(db, {
          country: params.country,
          clientId: params.client ?? null,
          query: request.query,
          now: now(),
        });
        if (request.query.download !== 'csv') return report;
        const name = csvName(`accounts-16-months-${report.country}`, report);
        return sendCsv(reply, name, pastMonthsAccountsCsv(report));
      },
    });
  }

  serveAggregate(endpoints.getResidualFees, {
    list: (query) => residualList(dayRangeOf(query, now())),
    check: checkIds,
    extra: async (query) => ({
      totals: await residualTotals(db, query, dayRangeOf(query, now())),
      range: rangeOf(query),
    }),
  });

  serveAggregate(endpoints.downloadResidualFees, {
    list: (query) => residualList(dayRangeOf(query, now())),
    check: checkIds,
    csvOnly: true,
  });

  serveEndpoint(app, endpoints.getResidualFeesOverview, {
    handler: async (request) => {
      await checkIds(request.query);
      return residualOverview(db, request.query, dayRangeOf(request.query, now()));
    },
  });

  serveList(app, endpoints.getAdminSubscriptions, {
    list: staffSubscriptionList,
    scope: (request) => reportScope(db, request.query.merchantid),
  });

  serveEndpoint(app, endpoints.getAdminSubscription, {
    handler: ({ params }) =>
      readOfMerchant(db, params.merchantId, (merchant) =>
        staffSubscriptionDetail(app.database.query, merchant, params.subscriptionId),
      ),
  });

  const checkoutCheck = async (query: { merchantid?: number | undefined }) =>
    checkIds({ merchantid: query.merchantid });
  serveAggregate(endpoints.getCheckoutOverview, {
    list: () => checkoutOverviewList(now()),
    check: checkoutCheck,
  });
  serveAggregate(endpoints.downloadCheckoutOverview, {
    list: () => checkoutOverviewList(now()),
    check: checkoutCheck,
    csvOnly: true,
  });
}
