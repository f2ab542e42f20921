import {
  BULK_TAB_KINDS,
  type BulkTab,
  bulkTemplateFileName,
} from '@paydesk/domain/admin-bulk-tools';
import type { EndpointResult } from '@paydesk/domain/endpoint';
import { endpointUrl } from '@paydesk/domain/endpoint';
import type * as endpoints from '@paydesk/domain/endpoints/admin-bulk-tools';
import * as routes from '@paydesk/domain/routes/admin-bulk-tools';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toolRunApi } from '../../../shared/admin-tools/tool-run-api';
import type { ApiError } from '../../../shared/api/api-error';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { downloadFile } from '../../../shared/api/download-file';

export type BulkPreview = EndpointResult<typeof endpoints.previewBulkFile>;

const runs = toolRunApi('bulk');

/** A tab's template: `GET /admin/bulk-tools/{tab}/template`, saved as a file. */
export const downloadBulkTemplate = (tab: BulkTab) =>
  downloadFile(endpointUrl(routes.getBulkTemplate, { params: { tab } }), {
    fallbackName: bulkTemplateFileName(tab),
    accept: 'text/csv',
  });

/**
 * The upload: `POST /admin/bulk-tools/{tab}/preview` with the CSV as multipart/form-data; the
 * same Idempotency-Key for a retry of the same file. Answers the preview run; the runs' lists
 * read again.
 */
export function usePreviewUpload(tab: BulkTab) {
  const client = useQueryClient();
  return useMutation<BulkPreview, ApiError, { file: File; idempotencyKey: string }>({
    mutationFn: ({ file, idempotencyKey }) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return callEndpoint<typeof endpoints.previewBulkFile>(routes.previewBulkFile, {
        params: { tab },
        body: form as never,
        idempotencyKey,
        timeout: 'long',
      });
    },
    onSuccess: (answer) => {
      client.setQueryData(runs.keys.run(answer.run.id), answer.run);
      void client.invalidateQueries({ queryKey: runs.keys.all });
    },
  });
}

export const RECENT_RUNS_PAGE_SIZE = 10;

/** The tab's recent runs, newest first (`GET /admin/bulk-tools/runs?kind=`). */
export function useRecentRuns(tab: BulkTab, page: number) {
  const kind = BULK_TAB_KINDS[tab];
  return useQuery({
    queryKey: runs.keys.list(kind, page),
    queryFn: ({ signal }) => runs.list({ kind, page }, signal),
    placeholderData: keepPreviousData,
  });
}
