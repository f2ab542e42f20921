import type { Headers, Page, Query, ReportApp } from '../../support/report-kit';
import * as kit from '../../support/report-kit';

/** The day the generated history ends, and a range of whole UTC days within it. */
const END = new Date('2026-11-20T00:00:00Z');
export const RANGE = { start_date: '2026-01-01', end_date: '2026-11-20' } as const;
/** The range as instants, for raw SQL: [from, to). */
export const FROM = '2026-01-01T00:00:00Z';
export const TO = '2026-11-21T00:00:00Z';

/** The app on a generated history of `merchants` merchants over 400 days up to END. */
export const reportsApp = (seed: string, merchants = 6): Promise<ReportApp> =>
  kit.reportApp({
    now: () => new Date('2026-11-20T15:00:00Z'),
    history: { seed, merchants, days: 400, meanDailySales: 14, end: END },
  });

/*
 * The names interchange-report.test.ts still imports, over the shared kit (report-kit.ts) with
 * paths after `/api`; the other tests of this folder call the kit itself.
 */
export type Reports = ReportApp;
export { dollars } from '../../support/report-kit';

const api = (path: string) => `/api${path}`;

export const getJson = <T = Page<never>>(
  r: ReportApp,
  path: string,
  query?: Query,
  headers?: Headers,
) => kit.getJson<T>(r, api(path), query, headers);
export const allRows = <Row>(r: ReportApp, path: string, query: Query) =>
  kit.allRows<Row>(r, api(path), query);
export const statusOf = (r: ReportApp, path: string, headers: Headers) =>
  kit.statusOf(r, api(path), headers);
export const expectSortedBothWays = <Row>(
  r: ReportApp,
  path: string,
  query: Query,
  sorts: Record<string, (row: Row) => string | number>,
) => kit.expectSortedBothWays<Row>(r, api(path), query, sorts);
export async function csvRows(r: ReportApp, path: string, query: Query) {
  const csv = await kit.csvOf(r, api(path), query);
  return { header: csv.header, records: csv.rows, disposition: csv.disposition };
}
