import type { ClientErrorReport } from '@paydesk/domain/client-errors';
import type { Database } from '../../db/client';
import { insertClientError } from './client-errors.repository';

/** Keeps a failure the web app met, findable by its reference code. */
export async function recordClientError(
  db: Database,
  report: ClientErrorReport,
  context: { userAgent: string | undefined; requestId: string },
) {
  const id = await insertClientError(db, {
    reference: report.reference,
    key: report.key ?? null,
    error: report.error,
    userAgent: context.userAgent?.slice(0, 500) ?? null,
    requestId: context.requestId,
  });
  return { id, reference: report.reference };
}
