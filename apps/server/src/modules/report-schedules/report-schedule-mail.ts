import type { CalendarRange } from '@paydesk/domain/date-presets';
import { describeTiming } from '@paydesk/domain/report-schedule-catalogue';
import type { MailAttachment, MailMessage } from '../../platform/mail';
import type { ScheduleRow } from './report-schedules.repository';

/** The scheduled reports page, where an admin changes or stops their schedules. */
export const SCHEDULES_PAGE_PATH = '/admin/reports/scheduled';

export interface ScheduledMailInput {
  to: string;
  firstName: string;
  schedule: ScheduleRow;
  reportTitle: string;
  /** The days the run covered (a report with dates). */
  range: CalendarRange | undefined;
  /** The one merchant the view shows, when it shows one. */
  merchantId: string | undefined;
  publicUrl: string;
}

const quoted = (name: string) => `"${name}"`;

function facts(input: ScheduledMailInput): string[] {
  return [
    `Report: ${input.reportTitle}`,
    ...(input.range ? [`Dates: ${input.range.from} to ${input.range.to} (UTC)`] : []),
    ...(input.merchantId ? [`Merchant account: ${input.merchantId}`] : []),
    `Schedule: ${describeTiming(input.schedule)}`,
  ];
}

function subject(input: ScheduledMailInput): string {
  const days = input.range
    ? input.range.from === input.range.to
      ? ` (${input.range.from})`
      : ` (${input.range.from} to ${input.range.to})`
    : '';
  return `Scheduled report: ${input.schedule.name}${days}`;
}

const viewUrl = (input: ScheduledMailInput) =>
  `${input.publicUrl}${input.schedule.reportPath}${input.schedule.query ? `?${input.schedule.query}` : ''}`;

/** The report's CSV, attached, with what it covers and where to change the schedule. */
export function reportMail(input: ScheduledMailInput, file: MailAttachment): MailMessage {
  return {
    to: input.to,
    subject: subject(input),
    text: [
      `Hello ${input.firstName},`,
      '',
      `Your scheduled report ${quoted(input.schedule.name)} is attached (${file.filename}).`,
      '',
      ...facts(input),
      '',
      `Open the report: ${viewUrl(input)}`,
      `Change or stop this schedule: ${input.publicUrl}${SCHEDULES_PAGE_PATH}`,
    ].join('\n'),
    attachments: [file],
  };
}

/** A report over the attachment cap: a note, without the file or a link to it, to narrow the view. */
export function tooLargeMail(input: ScheduledMailInput, maxBytes: number): MailMessage {
  const megabytes = Math.round(maxBytes / (1024 * 1024));
  return {
    to: input.to,
    subject: subject(input),
    text: [
      `Hello ${input.firstName},`,
      '',
      `Your scheduled report ${quoted(input.schedule.name)} is larger than ${megabytes} MB, too large to attach, so it is not in this e-mail.`,
      'Open the report in Paydesk, narrow the view (fewer days, one merchant or more filters), and schedule the narrower view instead.',
      '',
      ...facts(input),
    ].join('\n'),
  };
}

/** The schedule is paused: why no report came, and where to resume it. */
export function pausedMail(input: ScheduledMailInput, reason: string): MailMessage {
  return {
    to: input.to,
    subject: `Scheduled report paused: ${input.schedule.name}`,
    text: [
      `Hello ${input.firstName},`,
      '',
      `Your scheduled report ${quoted(input.schedule.name)} was not sent, and it is paused: ${reason}`,
      '',
      ...facts(input),
      '',
      `Your scheduled reports: ${input.publicUrl}${SCHEDULES_PAGE_PATH}`,
    ].join('\n'),
  };
}
