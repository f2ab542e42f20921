import {
  type InterchangeProcessorId,
  OUTAGE_PERIOD_COLUMNS,
  OUTAGE_TRANSACTION_COLUMNS,
} from '@paydesk/domain/admin-dispute-report-fields';
import type { InterchangeAnswer, InterchangeQuery } from '@paydesk/domain/admin-dispute-reports';
import * as endpoints from '@paydesk/domain/endpoints/admin-dispute-reports';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { serveEndpoint } from '../../platform/endpoint-route';
import { sumsCsv, sumsPage } from '../../platform/lists/aggregate-list';
import { csvStream, readPage } from '../../platform/lists/list-reader';
import { sendCsv, serveList } from '../../platform/lists/list-route';
import { reportScope } from '../../platform/lists/report-scope';
import { disputeDetailForStaff } from '../disputes/disputes.service';
import { achReturnList } from './ach-return-list';
import { adminDisputeList } from './admin-dispute-list';
import {
  interchangeFileName,
  interchangeRows,
  interchangeTable,
  interchangeTotals,
} from './interchange';
import {
  outageFileName,
  outagePeriods,
  outagePeriodTable,
  outageTransactionList,
  periodOf,
  viewQuery,
} from './outage-transactions';
import { monthToDateUnlessTold } from './report-scope';

/**
 * The back office's disputes, ACH returns, outage transactions and interchange reports (part 2
 * §2, §7), over every merchant or one (`merchantid`), each behind its key of part 2 §6.
 */

export async function adminDisputeReportRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;

  serveList(app, endpoints.getAdminDisputes, {
    list: adminDisputeList,
    scope: async (request) => ({
      ...(await reportScope(db, request.query.merchantid)),
      now: app.clock.now(),
    }),
  });

  serveEndpoint(app, endpoints.getAdminDispute, {
    handler: async (request) =>
      disputeDetailForStaff(app, db, request.params.type, request.params.disputeId),
  });

  serveList(app, endpoints.getAdminAchReturns, {
    list: achReturnList,
    scope: (request) => reportScope(db, request.query.merchantid),
  });

  // One call, two views: sums per merchant and hour (or day), or the transactions themselves.
  serveEndpoint(app, endpoints.getOutageTransactions, {
    handler: async (request, reply) => {
      const query = monthToDateUnlessTold(request.query, app.clock.now());
      const scope = await reportScope(db, query.merchantid);
      if (query.detailed) {
        const detailed = viewQuery(query, OUTAGE_TRANSACTION_COLUMNS);
        if (detailed.download === 'csv') {
          const file = await csvStream(app.database, outageTransactionList, detailed, scope);
          return sendCsv(reply, outageFileName(query, scope), file);
        }
        const page = await readPage(
          app.database.query,
          app.listCache,
          outageTransactionList,
          detailed,
          scope,
        );
        return { detailed: true as const, ...page };
      }
      const summary = viewQuery(query, OUTAGE_PERIOD_COLUMNS);
      const rows = await outagePeriods(app.database.query, summary, scope);
      if (query.download === 'csv') {
        return sendCsv(
          reply,
          outageFileName(query, scope),
          sumsCsv(outagePeriodTable, rows, summary),
        );
      }
      const page = sumsPage(outagePeriodTable, rows, summary, app.clock.now());
      return { detailed: false as const, meta: page.meta, data: page.data.map(periodOf) };
    },
  });

  /** A processor's interchange: the page and the totals, or the CSV of every row. */
  async function interchange(
    processorId: InterchangeProcessorId,
    request: { query: InterchangeQuery },
    reply: FastifyReply,
  ): Promise<InterchangeAnswer> {
    const query = monthToDateUnlessTold(request.query, app.clock.now());
    const scope = { processorId, ...(await reportScope(db, query.merchantid)) };
    const rows = await interchangeRows(app.database.query, query, scope);
    if (query.download === 'csv') {
      return sendCsv(
        reply,
        interchangeFileName(query, scope),
        sumsCsv(interchangeTable, rows, query),
      );
    }
    const page = sumsPage(interchangeTable, rows, query, app.clock.now());
    return { processorId, ...page, totals: interchangeTotals(rows) };
  }

  serveEndpoint(app, endpoints.getInterchangeReport, {
    handler: (request, reply) => interchange(2, request, reply),
  });
  serveEndpoint(app, endpoints.getNewerInterchangeReport, {
    handler: (request, reply) => interchange(3, request, reply),
  });
}
