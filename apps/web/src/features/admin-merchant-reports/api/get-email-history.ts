import type { EmailHistoryRow } from '@paydesk/domain/admin-merchant-reports';
import type { getEmailHistory as endpoint } from '@paydesk/domain/endpoints/admin-merchant-reports';
import * as routes from '@paydesk/domain/routes/admin-merchant-reports';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import type { ListApiQuery } from '../../../shared/list-state/list-url';
import type { ListPage } from '../../../shared/list-state/use-list-query';

type Query = Parameters<typeof callEndpoint<typeof endpoint>>[1]['query'];

/** `GET /admin/email-history`: a page of the e-mails' delivery events, newest first. */
export function getEmailHistory(
  query: ListApiQuery,
  signal?: AbortSignal,
): Promise<ListPage<EmailHistoryRow>> {
  return callEndpoint<typeof endpoint>(routes.getEmailHistory, {
    query: query as unknown as Query,
    signal,
  });
}

/** What Export downloads: `GET /admin/email-history/download` with the same filter. */
export const emailHistoryExport = { route: routes.downloadEmailHistory };
