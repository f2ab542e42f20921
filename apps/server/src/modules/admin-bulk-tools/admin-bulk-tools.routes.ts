import multipart from '@fastify/multipart';
import * as endpoints from '@paydesk/domain/endpoints/admin-bulk-tools';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actorOf } from '../../platform/access-policy';
import { serveEndpoint } from '../../platform/endpoint-route';
import { attachment } from '../../platform/lists/csv';
import { type BulkUpload, bulkTemplate, previewBulkUpload } from './admin-bulk-tools.service';
import { readBulkCsv } from './bulk-csv';
import { BULK_UPLOAD_LIMITS, readBulkUpload } from './bulk-upload';

/**
 * Bulk operations (part 2 §2 "Admin tools", §6 can-bulk-operations; docs/api.md "Back office:
 * bulk operations"): each tab's CSV template and its upload, which answers a preview run. The
 * runs' own calls (confirm, approve, cancel, progress, result) are modules/tool-runs'.
 */
export async function adminBulkToolRoutes(app: FastifyInstance): Promise<void> {
  // In this plugin's scope only, as in modules/files.
  await app.register(multipart, {
    limits: BULK_UPLOAD_LIMITS,
    throwFileSizeLimit: true,
    defParamCharset: 'utf8',
  } as Parameters<typeof multipart>[1]);

  serveEndpoint(app, endpoints.getBulkTemplate, {
    handler: async (request, reply) => {
      const { fileName, csv } = bulkTemplate(request.params.tab);
      reply.type('text/csv; charset=utf-8').header('content-disposition', attachment(fileName));
      return reply.send(csv) as never;
    },
  });

  /** Each upload as read, between its bytes and the call's transaction. */
  const uploads = new WeakMap<FastifyRequest, BulkUpload>();

  serveEndpoint(app, endpoints.previewBulkFile, {
    beforeTransaction: async (request) => {
      const tab = request.params.tab;
      const file = await readBulkUpload(request);
      const rows = readBulkCsv(tab, file.bytes);
      uploads.set(request, {
        tab,
        fileName: file.name,
        size: file.size,
        sha256: file.sha256,
        rows,
      });
      // What identifies the call under its Idempotency-Key: the same file (and name) to the same tab.
      (request as FastifyRequest).body = { name: file.name, size: file.size, sha256: file.sha256 };
      return undefined;
    },
    handler: async (request, _reply, tx) => {
      const upload = uploads.get(request);
      if (!upload) throw new Error('bulk preview ran without its upload');
      return previewBulkUpload(tx, {
        upload,
        actor: actorOf(request),
        now: app.clock.now(),
        approvalRows: app.config.bulkApprovalRows,
      });
    },
  });
}
