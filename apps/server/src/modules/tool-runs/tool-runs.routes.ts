import * as endpoints from '@paydesk/domain/endpoints/tool-runs';
import { TOOL_RUN_FAMILIES, type ToolRunKind } from '@paydesk/domain/tool-runs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actorOf } from '../../platform/access-policy';
import { serveEndpoint } from '../../platform/endpoint-route';
import { attachment } from '../../platform/lists/csv';
import * as service from './tool-runs.service';

/**
 * The runs of the back-office tools (docs/api.md "Back office: tool runs"): the processor
 * migration's under can-migrate-merchants, the bulk operations' under can-bulk-operations (the
 * guard's policies). The tools' own modules create the runs; this serves their progress, rows,
 * result and the steps of their life.
 */
export async function toolRunRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  const approvalRows = () => app.config.bulkApprovalRows;

  function serveRunReads(
    family: typeof endpoints.migrationRunEndpoints,
    kinds: readonly ToolRunKind[],
  ): void {
    serveEndpoint(app, family.list, {
      handler: async (request) => service.toolRunList(db, kinds, request.query, approvalRows()),
    });
    serveEndpoint(app, family.get, {
      handler: async (request) => service.toolRunById(db, request.params.id, kinds, approvalRows()),
    });
    serveEndpoint(app, family.rows, {
      handler: async (request) => service.toolRunRows(db, request.params.id, kinds, request.query),
    });
    serveEndpoint(app, family.result, {
      handler: async (request, reply) => {
        const { file, fileName } = await service.toolRunResultCsv(db, request.params.id, kinds);
        reply.type('text/csv; charset=utf-8').header('content-disposition', attachment(fileName));
        return reply.send(file) as never;
      },
    });
    serveEndpoint(app, family.cancel, {
      handler: async (request, _reply, tx) =>
        service.cancelToolRun(tx, change(request as FastifyRequest, request.params.id, kinds)),
    });
  }

  const change = (request: FastifyRequest, id: number, kinds: readonly ToolRunKind[]) => ({
    id,
    kinds,
    actor: actorOf(request),
    now: app.clock.now(),
    approvalRows: approvalRows(),
  });

  serveRunReads(endpoints.migrationRunEndpoints, TOOL_RUN_FAMILIES.migration.kinds);
  const bulk = endpoints.bulkRunEndpoints;
  const bulkKinds = TOOL_RUN_FAMILIES.bulk.kinds;
  serveRunReads(bulk, bulkKinds);
  serveEndpoint(app, bulk.confirm, {
    handler: async (request, _reply, tx) =>
      service.confirmToolRun(tx, change(request, request.params.id, bulkKinds)),
  });
  serveEndpoint(app, bulk.approve, {
    handler: async (request, _reply, tx) =>
      service.approveToolRun(tx, change(request, request.params.id, bulkKinds)),
  });
  serveEndpoint(app, bulk.reject, {
    handler: async (request, _reply, tx) =>
      service.rejectToolRun(tx, change(request, request.params.id, bulkKinds)),
  });
  serveEndpoint(app, bulk.discard, {
    handler: async (request, _reply, tx) =>
      service.discardToolRun(tx, change(request, request.params.id, bulkKinds)),
  });
}
