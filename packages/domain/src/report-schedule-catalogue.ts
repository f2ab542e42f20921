import type { AccessPolicy } from './access';
import { checkCustomRange } from './date-picker-rules';
import {
  type CalendarRange,
  type DatePreset,
  DEFAULT_DATE_PRESET,
  isDatePreset,
  presetDates,
  REPORT_DATE_PRESETS,
  todayIn,
} from './date-presets';
import { LIST_PARAMS } from './list-params';
import type { AdminPermissionKey } from './permissions';
import * as adminAudit from './routes/admin-audit';
import * as adminDisputeReports from './routes/admin-dispute-reports';
import * as adminMerchantReports from './routes/admin-merchant-reports';
import * as adminMerchants from './routes/admin-merchants';
import * as adminPartnerReports from './routes/admin-partner-reports';
import * as adminTransactionReports from './routes/admin-transaction-reports';

/**
 * Scheduled reports (beyond the spec): which back-office pages an admin may subscribe to, and
 * how a page's URL becomes its API list query at each run. Zod-free: the server runs the
 * schedules with it, the web asks it whether the page it shows can be scheduled.
 */

/** Admin reports count days in UTC; a schedule's hour is UTC too. */
export const SCHEDULED_REPORT_TIME_ZONE = 'UTC';

export interface SchedulableReport {
  /** The web path, a React Router pattern: '/admin/reports/disputes', '/admin/audit/:merchantId'. */
  readonly path: string;
  /** The report's title (the e-mail's subject and the schedules page). */
  readonly title: string;
  /** The API list route answering the view's rows, and its CSV with `download=csv`. */
  readonly route: {
    readonly method: 'GET';
    readonly path: `/${string}`;
    readonly access: AccessPolicy;
  };
  /**
   * 'range' (the default): the page's report header range (`range`, or `from` and `to`)
   * becomes `start_date`, `end_date` and `timezone`, a preset evaluated on the day of each run.
   * 'none': a report of the current state, without dates.
   */
  readonly dates?: 'range' | 'none';
  /** The presets the page offers (the report presets unless told). */
  readonly presets?: readonly DatePreset[];
  readonly withinOneYear?: boolean;
  /** API query parameters taken from the web path's parameters: `{ merchant_id: 'merchantId' }`. */
  readonly pathQuery?: Readonly<Record<string, string>>;
}

/**
 * Every page that can be scheduled. Adding a report is one line: its web path, title and API
 * list route (which must answer `download=csv` and take the page's URL parameters, as every
 * declared list does).
 */
export const SCHEDULABLE_REPORTS: readonly SchedulableReport[] = [
  {
    path: '/admin/merchants',
    title: 'Merchants',
    route: adminMerchants.getAdminMerchants,
    dates: 'none',
  },
  { path: '/admin/audit', title: 'Audit log', route: adminAudit.getAuditLog },
  {
    path: '/admin/audit/:merchantId',
    title: 'Audit log',
    route: adminAudit.getAuditLog,
    pathQuery: { merchant_id: 'merchantId' },
  },
  {
    path: '/admin/reports/transaction-details',
    title: 'Transaction Details',
    route: adminTransactionReports.getAdminTransactions,
  },
  {
    path: '/admin/reports/payouts',
    title: 'Payouts',
    route: adminTransactionReports.getAdminDeposits,
  },
  {
    path: '/admin/reports/processor-reconciliation',
    title: 'Processor Reconciliation',
    route: adminTransactionReports.getProcessorReconciliation,
  },
  {
    path: '/admin/reports/disputes',
    title: 'Disputes',
    route: adminDisputeReports.getAdminDisputes,
  },
  {
    path: '/admin/reports/ach-returns',
    title: 'ACH Returns',
    route: adminDisputeReports.getAdminAchReturns,
  },
  {
    path: '/admin/reports/funding-hold',
    title: 'Funding Hold',
    route: adminMerchantReports.getFundingHoldReport,
  },
  {
    path: '/admin/reports/invalid-1099k',
    title: 'Invalid 1099k',
    route: adminMerchantReports.getInvalid1099kReport,
  },
  {
    path: '/admin/reports/pending-accounts',
    title: 'Pending Accounts',
    route: adminMerchantReports.getPendingAccountsReport,
    dates: 'none',
  },
  {
    path: '/admin/reports/limits',
    title: 'Limits',
    route: adminMerchantReports.getLimitsReport,
    dates: 'none',
  },
  {
    path: '/admin/reports/pending-migrations',
    title: 'Pending Migrations',
    route: adminMerchantReports.getPendingMigrationsReport,
    dates: 'none',
  },
  {
    path: '/admin/reports/email-history',
    title: 'Email History',
    route: adminMerchantReports.getEmailHistory,
  },
  {
    path: '/admin/reports/residual-fees',
    title: 'Residual Fees',
    route: adminPartnerReports.getResidualFees,
  },
  {
    path: '/admin/reports/subscriptions',
    title: 'Subscriptions',
    route: adminPartnerReports.getAdminSubscriptions,
  },
];

export const REPORT_SCHEDULE_MESSAGES = {
  notFound: 'Scheduled report not found.',
  unknownReport: 'This page cannot be scheduled: open a report and schedule it from there.',
  lostPermission: 'You no longer have the permission this report needs.',
  signedOut: 'Your account can no longer sign in, so this report is not sent.',
  tooLarge:
    'The report was too large to attach. Narrow the view (fewer days, one merchant or more filters) and schedule it again.',
  failed: 'The report could not be produced this time; it will be tried again at its next run.',
  tooMany: 'You can schedule at most 50 reports. Delete one you no longer need first.',
  weekdayRequired: 'Choose the day of the week',
} as const;

/** A schedule's name, and the view's URL query, at most. */
export const SCHEDULE_NAME_MAX = 80;
export const SCHEDULE_QUERY_MAX = 2_000;

/** How many schedules one admin may keep. */
export const MAX_SCHEDULES_PER_USER = 50;
/** The largest CSV a mail carries (10 MB); a larger one becomes a note to narrow the view. */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

export const REPORT_FREQUENCIES = ['daily', 'weekly'] as const;
export type ReportFrequency = (typeof REPORT_FREQUENCIES)[number];

export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** The key a report needs (null: any admin may open it). */
export function reportPermission(report: SchedulableReport): AdminPermissionKey | null {
  return report.route.access.kind === 'admin' ? report.route.access.permission : null;
}

export interface MatchedReport {
  report: SchedulableReport;
  /** The web path's parameters ('/admin/audit/100001' → { merchantId: '100001' }). */
  pathParams: Readonly<Record<string, string>>;
}

const ID_SEGMENT = /^[1-9]\d{0,9}$/;

/** The schedulable report a web path opens; path parameters must be ids. */
export function matchSchedulableReport(path: string): MatchedReport | undefined {
  const parts = path.replace(/\/+$/, '').split('/');
  for (const report of SCHEDULABLE_REPORTS) {
    const pattern = report.path.split('/');
    if (pattern.length !== parts.length) continue;
    const pathParams: Record<string, string> = {};
    const matches = pattern.every((segment, index) => {
      const part = parts[index] ?? '';
      if (!segment.startsWith(':')) return segment === part;
      pathParams[segment.slice(1)] = part;
      return ID_SEGMENT.test(part);
    });
    if (matches) return { report, pathParams };
  }
  return undefined;
}

/** URL parameters of the page that do not choose rows: the page shown, the open dialog. */
const PAGE_ONLY_PARAMS: ReadonlySet<string> = new Set([
  LIST_PARAMS.page,
  LIST_PARAMS.perPage,
  LIST_PARAMS.asOf,
  LIST_PARAMS.download,
  'dialog',
]);
/** The report header's range in the URL (`?range=<preset>` or `?from=&to=`). */
const RANGE_PARAMS = { preset: 'range', from: 'from', to: 'to' } as const;

/** The view a schedule keeps: the page's URL query without the page, the dialog or the snapshot. */
export function scheduleViewQuery(search: string): string {
  const params = new URLSearchParams(search.replace(/^\?/, ''));
  for (const key of PAGE_ONLY_PARAMS) params.delete(key);
  return params.toString();
}

/**
 * The days a view's range covers on `today`, as the report header reads its URL: a valid
 * custom range as it is, else the preset (relative to `today`), else Month-To-Date.
 */
export function viewRange(
  params: URLSearchParams,
  today: string,
  allowed: readonly DatePreset[] = REPORT_DATE_PRESETS,
  options: { withinOneYear?: boolean } = {},
): { preset: DatePreset; range: CalendarRange } {
  const from = params.get(RANGE_PARAMS.from);
  const to = params.get(RANGE_PARAMS.to);
  if (from || to) {
    const check = checkCustomRange(from, to, today, options);
    if (check.ok) return { preset: 'custom', range: check.range };
  }
  const asked = params.get(RANGE_PARAMS.preset);
  const preset =
    isDatePreset(asked) && asked !== 'custom' && allowed.includes(asked)
      ? asked
      : DEFAULT_DATE_PRESET;
  return { preset, range: presetDates(preset, today) ?? { from: today, to: today } };
}

export interface ScheduledRun {
  /** The API list query of the view's CSV at this run (strings, as they travel). */
  query: Record<string, string>;
  /** The days it covers, for a report with dates. */
  range: CalendarRange | undefined;
}

/**
 * The API query of a scheduled view at `now`: the page's own parameters (filters, sort,
 * search, columns, `merchantid`) as they are, the web path's parameters, the range of the
 * day of the run (a preset re-evaluated, so a daily "Prior Day" sends yesterday), and
 * `download=csv`.
 */
export function scheduledRunQuery(
  match: MatchedReport,
  viewQuery: string,
  now: Date,
): ScheduledRun {
  const { report, pathParams } = match;
  const params = new URLSearchParams(viewQuery);
  const query: Record<string, string> = {};
  for (const [key, value] of params) {
    if (PAGE_ONLY_PARAMS.has(key) || (Object.values(RANGE_PARAMS) as string[]).includes(key))
      continue;
    query[key] = value;
  }
  for (const [apiParam, pathParam] of Object.entries(report.pathQuery ?? {})) {
    const value = pathParams[pathParam];
    if (value !== undefined) query[apiParam] = value;
  }
  let range: CalendarRange | undefined;
  if ((report.dates ?? 'range') === 'range') {
    range = viewRange(params, todayIn(SCHEDULED_REPORT_TIME_ZONE, now), report.presets, {
      withinOneYear: report.withinOneYear,
    }).range;
    query.start_date = `${range.from} 00:00:00`;
    query.end_date = `${range.to} 23:59:59`;
    query.timezone = SCHEDULED_REPORT_TIME_ZONE;
  }
  query[LIST_PARAMS.download] = 'csv';
  return { query, range };
}

export interface ScheduleTiming {
  frequency: ReportFrequency;
  /** 0 (Sunday) to 6, for a weekly schedule. */
  weekday: number | null;
  /** 0 to 23, UTC. */
  hour: number;
}

const DAY_MS = 86_400_000;

/** The first run after `after`: the next day (or the next chosen weekday) at the hour, UTC. */
export function nextRunAt(timing: ScheduleTiming, after: Date): Date {
  const base = Date.UTC(
    after.getUTCFullYear(),
    after.getUTCMonth(),
    after.getUTCDate(),
    timing.hour,
  );
  for (let day = 0; day <= 7; day += 1) {
    const candidate = new Date(base + day * DAY_MS);
    if (candidate <= after) continue;
    if (timing.frequency === 'daily' || candidate.getUTCDay() === timing.weekday) return candidate;
  }
  throw new RangeError('A weekly schedule needs a weekday from 0 to 6');
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** 'Daily at 06:00 UTC', 'Every Monday at 06:00 UTC'. */
export function describeTiming(timing: ScheduleTiming): string {
  const at = `${twoDigits(timing.hour)}:00 UTC`;
  return timing.frequency === 'weekly'
    ? `Every ${WEEKDAY_NAMES[timing.weekday ?? 0]} at ${at}`
    : `Daily at ${at}`;
}
