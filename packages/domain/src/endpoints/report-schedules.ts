import { defineEndpoint } from '../endpoint';
import {
  createReportScheduleSchema,
  reportScheduleParams,
  reportScheduleSchema,
  reportSchedulesResponseSchema,
  sendNowResponseSchema,
  updateReportScheduleSchema,
} from '../report-schedules';
import * as route from '../routes/report-schedules';

/**
 * Scheduled reports (beyond the spec): an admin subscribes to a report view and receives its
 * CSV by e-mail daily or weekly. Another admin's schedule is not found (404).
 */
const tags = ['admin report schedules'];

export const getReportSchedules = defineEndpoint({
  ...route.getReportSchedules,
  tags,
  summary: "The caller's scheduled reports, by name",
  response: { status: 200, schema: reportSchedulesResponseSchema },
});

export const createReportSchedule = defineEndpoint({
  ...route.createReportSchedule,
  tags,
  summary: 'Schedule a report view to be e-mailed as CSV daily or weekly',
  description:
    '`path` must be a report that can be scheduled (400 otherwise) and the caller must hold its ' +
    'permission key (403). `query` is the view’s URL query: its date preset is evaluated on the ' +
    'day of each run (a daily Prior Day sends yesterday), a custom range stays as it is. `hour` ' +
    'is UTC; a weekly schedule names its `weekday` (0 Sunday to 6 Saturday). 50 a user at most (422).',
  body: createReportScheduleSchema,
  response: { status: 201, schema: reportScheduleSchema },
  errors: [422],
});

export const updateReportSchedule = defineEndpoint({
  ...route.updateReportSchedule,
  tags,
  summary: 'Rename, pause or resume, or change when a scheduled report runs',
  description:
    'Resuming a schedule, or changing its frequency, weekday or hour, sets its next run from now ' +
    'and clears its last error.',
  params: reportScheduleParams,
  body: updateReportScheduleSchema,
  response: { status: 200, schema: reportScheduleSchema },
  errors: [404],
});

export const deleteReportSchedule = defineEndpoint({
  ...route.deleteReportSchedule,
  tags,
  summary: 'Delete one of the caller’s scheduled reports',
  params: reportScheduleParams,
  response: { status: 204, schema: null },
  errors: [404],
});

export const sendReportScheduleNow = defineEndpoint({
  ...route.sendReportScheduleNow,
  tags,
  summary: 'E-mail a scheduled report now (its next run stays as it is)',
  description:
    'Queues one run of the schedule, paused or not: the background job renders the view as ' +
    'the caller, with the permissions they hold then, and e-mails it within a minute or two.',
  params: reportScheduleParams,
  response: { status: 202, schema: sendNowResponseSchema },
  errors: [404],
});
