import { policies } from '../access';
import { defineRoute } from '../endpoint';

/**
 * Scheduled reports (beyond the spec; the declarations: endpoints/report-schedules.ts). Any
 * admin may schedule a report they can open: the report's own key is checked when the
 * schedule is made and at every run. Each admin sees only their own schedules.
 */
const access = policies.admin();

export const getReportSchedules = defineRoute({
  method: 'GET',
  path: '/admin/report-schedules',
  access,
});

export const createReportSchedule = defineRoute({
  method: 'POST',
  path: '/admin/report-schedules',
  access,
  idempotent: true,
});

export const updateReportSchedule = defineRoute({
  method: 'PATCH',
  path: '/admin/report-schedules/:id',
  access,
  idempotent: true,
});

export const deleteReportSchedule = defineRoute({
  method: 'DELETE',
  path: '/admin/report-schedules/:id',
  access,
  idempotent: true,
});

export const sendReportScheduleNow = defineRoute({
  method: 'POST',
  path: '/admin/report-schedules/:id/send-now',
  access,
  idempotent: true,
});
