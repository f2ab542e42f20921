import type { EndpointResult } from '@paydesk/domain/endpoint';
import { endpointUrl } from '@paydesk/domain/endpoint';
import type * as endpoints from '@paydesk/domain/endpoints/tool-runs';
import * as routes from '@paydesk/domain/routes/tool-runs';
import type { ToolRunFamily, ToolRunRowStatus } from '@paydesk/domain/tool-runs';
import { callEndpoint } from '../api/call-endpoint';
import { downloadFile } from '../api/download-file';

export type ToolRunAnswer = EndpointResult<typeof endpoints.bulkRunEndpoints.get>;
export type ToolRunRowsPage = EndpointResult<typeof endpoints.bulkRunEndpoints.rows>;
export type ToolRunChangeAnswer = EndpointResult<typeof endpoints.bulkRunEndpoints.confirm>;
export type ToolRunListPage = EndpointResult<typeof endpoints.bulkRunEndpoints.list>;

/** The steps a person takes on a run (only bulk runs are previewed and approved). */
export type ToolRunStep = 'confirm' | 'approve' | 'reject' | 'discard' | 'cancel';

const familyRoutes = (family: ToolRunFamily) =>
  family === 'bulk' ? routes.bulkRuns : routes.migrationRuns;

/** The calls of a run family (docs/api.md "Back office: tool runs"). */
export function toolRunApi(family: ToolRunFamily) {
  const r = familyRoutes(family);
  return {
    keys: {
      all: ['tool-runs', family] as const,
      run: (id: number) => ['tool-runs', family, id] as const,
      rows: (id: number, status: ToolRunRowStatus | undefined, page: number) =>
        ['tool-runs', family, id, 'rows', status ?? 'all', page] as const,
      list: (kind: string | undefined, page: number) =>
        ['tool-runs', family, 'list', kind ?? 'all', page] as const,
    },
    get: (id: number, signal?: AbortSignal) =>
      callEndpoint<typeof endpoints.bulkRunEndpoints.get>(r.get, { params: { id }, signal }),
    list: (query: { kind?: string; page: number }, signal?: AbortSignal) =>
      callEndpoint<typeof endpoints.bulkRunEndpoints.list>(r.list, {
        query: {
          page: String(query.page),
          ...(query.kind ? { kind: query.kind } : {}),
        } as never,
        signal,
      }),
    rows: (
      id: number,
      query: { status?: ToolRunRowStatus; page: number; perPage: number },
      signal?: AbortSignal,
    ) =>
      callEndpoint<typeof endpoints.bulkRunEndpoints.rows>(r.rows, {
        params: { id },
        query: {
          page: String(query.page),
          per_page: String(query.perPage),
          ...(query.status ? { status: query.status } : {}),
        } as never,
        signal,
      }),
    step: (step: ToolRunStep, id: number): Promise<ToolRunChangeAnswer> => {
      if (step === 'cancel') {
        return callEndpoint<typeof endpoints.bulkRunEndpoints.cancel>(r.cancel, { params: { id } });
      }
      if (family !== 'bulk') throw new Error(`A ${family} run has no ${step} step.`);
      return callEndpoint<typeof endpoints.bulkRunEndpoints.confirm>(
        // Each step has the confirm step's shape: a run id in, the run and a message out.
        routes.bulkRuns[step] as typeof routes.bulkRuns.confirm,
        {
          params: { id },
        },
      );
    },
    downloadResult: (id: number) =>
      downloadFile(endpointUrl(r.result, { params: { id } }), {
        fallbackName: `run-${id}-result.csv`,
        accept: 'text/csv',
      }),
  };
}
