import { z } from 'zod';
import { idParam } from './ids';
import {
  REPORT_FREQUENCIES,
  REPORT_SCHEDULE_MESSAGES,
  SCHEDULE_NAME_MAX,
  SCHEDULE_QUERY_MAX,
} from './report-schedule-catalogue';

/**
 * Scheduled reports (beyond the spec): an admin subscribes to a report view (its web path and
 * URL query) daily or weekly at an hour (UTC) and receives its CSV by e-mail. The catalogue of
 * schedulable pages and the run's rules are zod-free in report-schedule-catalogue.ts.
 */

export const reportScheduleSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    /** The web path of the report ('/admin/reports/disputes'). */
    path: z.string(),
    /** The view's URL query, without `?` (range, merchant, filters, sort, columns). */
    query: z.string(),
    /** The report's title, from the catalogue. */
    reportTitle: z.string(),
    frequency: z.enum(REPORT_FREQUENCIES),
    /** 0 (Sunday) to 6 for a weekly schedule; null for a daily one. */
    weekday: z.number().int().nullable(),
    /** The hour of the run, 0 to 23, UTC. */
    hour: z.number().int(),
    /** False once paused (by its owner, or by a run that could not send it). */
    active: z.boolean(),
    createdAt: z.string(),
    lastRunAt: z.string().nullable(),
    /** When it runs next (while active). */
    nextRunAt: z.string(),
    /** Why the last run sent no CSV, or null. */
    lastError: z.string().nullable(),
  })
  .meta({ id: 'ReportSchedule' });
export type ReportSchedule = z.infer<typeof reportScheduleSchema>;

const nameSchema = z
  .string()
  .trim()
  .min(1, 'Give the schedule a name')
  .max(SCHEDULE_NAME_MAX, `At most ${SCHEDULE_NAME_MAX} characters`);

const pathSchema = z
  .string()
  .max(300, 'At most 300 characters')
  .regex(/^\/[^?#\s]*$/, 'A path of this site, such as /admin/reports/disputes')
  .meta({
    description: 'The web path of the report, as the address bar shows it.',
    examples: ['/admin/audit'],
  });

const querySchema = z
  .string()
  .max(SCHEDULE_QUERY_MAX, `At most ${SCHEDULE_QUERY_MAX} characters`)
  .transform((text) => text.replace(/^\?/, ''))
  .meta({ description: "The view's URL query (its range, merchant, filters, sort and columns)." });

const frequencySchema = z.enum(REPORT_FREQUENCIES, { error: 'Choose daily or weekly' });
const weekdaySchema = z
  .number()
  .int('Choose a day from 0 (Sunday) to 6 (Saturday)')
  .min(0, 'Choose a day from 0 (Sunday) to 6 (Saturday)')
  .max(6, 'Choose a day from 0 (Sunday) to 6 (Saturday)');
const hourSchema = z
  .number()
  .int('Choose an hour from 0 to 23 (UTC)')
  .min(0, 'Choose an hour from 0 to 23 (UTC)')
  .max(23, 'Choose an hour from 0 to 23 (UTC)');

export const createReportScheduleSchema = z
  .object({
    name: nameSchema,
    path: pathSchema,
    query: querySchema.default(''),
    frequency: frequencySchema,
    weekday: weekdaySchema.nullable().optional(),
    hour: hourSchema,
  })
  .superRefine((body, context) => {
    if (body.frequency === 'weekly' && (body.weekday === undefined || body.weekday === null)) {
      context.addIssue({
        code: 'custom',
        path: ['weekday'],
        message: REPORT_SCHEDULE_MESSAGES.weekdayRequired,
      });
    }
  });
export type CreateReportSchedule = z.input<typeof createReportScheduleSchema>;
export type CreateReportScheduleBody = z.output<typeof createReportScheduleSchema>;

export const updateReportScheduleSchema = z
  .object({
    name: nameSchema.optional(),
    active: z.boolean().optional(),
    frequency: frequencySchema.optional(),
    weekday: weekdaySchema.nullable().optional(),
    hour: hourSchema.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'Nothing to change');
export type UpdateReportSchedule = z.input<typeof updateReportScheduleSchema>;

export const reportScheduleParams = z.object({
  id: idParam('reportSchedule', 'A scheduled report id'),
});

export const reportSchedulesResponseSchema = z.object({ data: z.array(reportScheduleSchema) });

export const sendNowResponseSchema = z.object({
  message: z.string(),
});
export const SEND_NOW_MESSAGE =
  'The report is on its way: it arrives in your inbox in a minute or two.';
