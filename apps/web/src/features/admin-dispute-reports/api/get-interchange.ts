import type { InterchangeProcessorId } from '@paydesk/domain/admin-dispute-report-fields';
import type { InterchangeAnswer } from '@paydesk/domain/admin-dispute-reports';
import type {
  getInterchangeReport as endpoint,
  getNewerInterchangeReport as newerEndpoint,
} from '@paydesk/domain/endpoints/admin-dispute-reports';
import * as routes from '@paydesk/domain/routes/admin-dispute-reports';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import type { ListApiQuery } from '../../../shared/list-state/list-url';

type Query = Parameters<typeof callEndpoint<typeof endpoint>>[1]['query'];

/** Each processor's call: the older processor's report, the newer one's. */
export const INTERCHANGE_ROUTES = {
  2: routes.getInterchangeReport,
  3: routes.getNewerInterchangeReport,
} as const;

/** `GET /admin/interchange/report` (2) or `/stripe-report` (3): a page and the range's totals. */
export function getInterchange(
  processorId: InterchangeProcessorId,
  query: ListApiQuery,
  signal?: AbortSignal,
): Promise<InterchangeAnswer> {
  const options = { query: query as unknown as Query, signal };
  return processorId === 2
    ? callEndpoint<typeof endpoint>(routes.getInterchangeReport, options)
    : callEndpoint<typeof newerEndpoint>(routes.getNewerInterchangeReport, options);
}
