import { CTA_CATEGORIES, type CtaCategory } from './cta-rules';

/**
 * The Call to Action Manager without zod (part 2 §3 "Call to action (admin)", §7 "Tools"; the
 * issue's deadline, reminders and hold): its limits, messages, assignment states, the e-mail
 * template catalogue and how a template is rendered. The server and the screens read these.
 */

export const CTA_TITLE_MAX = 120;
export const CTA_MESSAGE_MAX = 2_000;
/** Reminder days before the deadline: whole days from 1 to 60, at most five values. */
export const CTA_REMINDER_DAY_MAX = 60;
export const CTA_REMINDERS_MAX = 5;
/** Ids one call assigns at most (a filter or a CSV file may match more: they are SQL sets). */
export const CTA_ASSIGN_IDS_MAX = 10_000;
/** The CSV of merchant ids: 2 MB at most (about 200,000 ids). */
export const CTA_CSV_MAX_BYTES = 2 * 1024 * 1024;
/** A resend e-mails an outstanding assignment at most once an hour (assignment mail included). */
export const CTA_RESEND_INTERVAL_MS = 60 * 60 * 1000;
/** The deadline job's period. */
export const CTA_DEADLINE_JOB_EVERY_MS = 15 * 60 * 1000;
/** Who the history and the profile name as the setter of the automatic hold. */
export const CTA_DEADLINE_HOLD_SETTER = 'cta-deadline';

export const ctaDeadlineHoldText = (title: string) =>
  `Call to action "${title}" not completed by its deadline`;

export const CTA_CATEGORY_LABELS: Record<CtaCategory, string> = {
  business: 'Business details',
  identity: 'Identity details',
};
export { CTA_CATEGORIES };

export const CTA_VIEWER_LABELS = {
  'merchant-admin': 'Merchant admins',
  'merchant-user': 'Every user of the account',
  'primary-contact': 'The primary contact',
  'beneficial-owner': 'Beneficial owners/officers',
} as const;

/** What became of an assignment. */
export const CTA_ASSIGNMENT_STATES = ['outstanding', 'completed', 'dismissed'] as const;
export type CtaAssignmentState = (typeof CTA_ASSIGNMENT_STATES)[number];
export const CTA_ASSIGNMENT_STATE_LABELS: Record<CtaAssignmentState, string> = {
  outstanding: 'Outstanding',
  completed: 'Completed',
  dismissed: 'Dismissed',
};

/** The merchant countries a filter may name (part 2 §3 reference lists). */
export const CTA_FILTER_COUNTRIES = [
  { code: 'USA', label: 'USA' },
  { code: 'CAN', label: 'Canada' },
  { code: 'AUS', label: 'Australia' },
  { code: 'NZL', label: 'New Zealand' },
  { code: 'GBR', label: 'United Kingdom' },
] as const;
export type CtaFilterCountry = (typeof CTA_FILTER_COUNTRIES)[number]['code'];

export const CTA_ADMIN_MESSAGES = {
  titleRequired: 'Enter a title',
  messageRequired: 'Enter the message merchants read',
  viewersRequired: 'Choose who sees the call to action',
  documentDuplicate: 'Choose each document once',
  templateUnknown: 'Choose an e-mail template from the list',
  deadlineFormat: 'Enter the deadline as a date and time',
  deadlinePast: 'The deadline must be in the future',
  reminderDay: `Reminder days are whole days from 1 to ${CTA_REMINDER_DAY_MAX}`,
  remindersMax: `At most ${CTA_REMINDERS_MAX} reminders`,
  reminderDuplicate: 'Give each reminder day once',
  remindersNeedDeadline: 'Reminders need a deadline',
  holdNeedsDeadline: 'A hold at the deadline needs a deadline',
  nothingToChange: 'Change at least one field',
  notFound: 'Call to action not found.',
  deleted: 'This call to action was deleted; it can no longer be changed or assigned.',
  merchantIdsRequired: 'Choose at least one merchant',
  filterEmpty: 'Choose at least one filter: status, processor, partner or country',
  assignShape: 'Send either merchantIds or a filter',
  notAssigned: 'This merchant is not assigned this call to action.',
  unassignCompleted: 'A completed call to action cannot be unassigned: its answer is kept.',
  csvHeader: 'The first line must be the header merchant_id',
  csvEmpty: 'The file lists no merchant ids',
  csvFormula: (line: number) =>
    `Line ${line}: cells starting with =, +, -, @ are refused (they could run as formulas)`,
  csvNotId: (line: number) => `Line ${line}: a merchant id is a whole number`,
  csvTooLarge: 'The file is larger than 2 MB',
  csvNoFile: 'Choose a CSV file of merchant ids',
  partnerUnknown: 'No partner has this id',
} as const;

/** The e-mail templates a campaign may use (GET /admin/cta/email-templates). */
export const CTA_EMAIL_TEMPLATES = [
  {
    id: 'cta-assigned-default',
    name: 'Action needed (default)',
    subject: 'Action needed on {business}: {title}',
    body:
      'Hello,\n\nPaydesk needs something from you for {business} (account {merchantId}):\n\n' +
      '{title}\n{message}\n\nSign in to Paydesk and open the account to respond: {link}\n{deadline}',
  },
  {
    id: 'cta-documents-needed',
    name: 'Documents needed',
    subject: 'Documents needed for {business}',
    body:
      'Hello,\n\nTo keep {business} (account {merchantId}) in good standing we need a few ' +
      'documents from you:\n\n{title}\n{message}\n\nUpload them in Paydesk: {link}\n{deadline}',
  },
  {
    id: 'cta-details-update',
    name: 'Confirm your details',
    subject: 'Please confirm the details of {business}',
    body:
      'Hello,\n\nPlease confirm the business and identity details we hold for {business} ' +
      '(account {merchantId}).\n\n{title}\n{message}\n\nSign in to Paydesk to confirm them: ' +
      '{link}\n{deadline}',
  },
] as const;
export type CtaEmailTemplateId = (typeof CTA_EMAIL_TEMPLATES)[number]['id'];
export const CTA_EMAIL_TEMPLATE_IDS = CTA_EMAIL_TEMPLATES.map((t) => t.id) as [
  CtaEmailTemplateId,
  ...CtaEmailTemplateId[],
];
export const DEFAULT_CTA_EMAIL_TEMPLATE: CtaEmailTemplateId = 'cta-assigned-default';

export interface CtaMailValues {
  business: string;
  merchantId: number;
  title: string;
  message: string;
  link: string;
  /** ISO 8601 or null. */
  deadlineAt: string | null;
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

const deadlineLine = (deadlineAt: string | null) =>
  deadlineAt ? `Please respond before ${deadlineAt.slice(0, 16).replace('T', ' ')} UTC.\n` : '';

/** The assignment (and resend) e-mail of a template. */
export function renderCtaMail(
  templateId: string | null,
  values: CtaMailValues,
): { subject: string; text: string } {
  const template =
    CTA_EMAIL_TEMPLATES.find((t) => t.id === templateId) ??
    (CTA_EMAIL_TEMPLATES[0] as (typeof CTA_EMAIL_TEMPLATES)[number]);
  const map = {
    business: values.business,
    merchantId: String(values.merchantId),
    title: values.title,
    message: values.message,
    link: values.link,
    deadline: deadlineLine(values.deadlineAt),
  };
  return { subject: fill(template.subject, map), text: fill(template.body, map).trimEnd() };
}

/** The reminder e-mail sent `days` before the deadline. */
export function renderCtaReminder(
  values: CtaMailValues,
  days: number,
): { subject: string; text: string } {
  const when = days === 1 ? '1 day' : `${days} days`;
  return {
    subject: `Reminder: ${values.title} is due in ${when}`,
    text:
      `Hello,\n\nThis is a reminder that "${values.title}" for ${values.business} ` +
      `(account ${values.merchantId}) is due in ${when}.\n${deadlineLine(values.deadlineAt)}\n` +
      `${values.message}\n\nRespond in Paydesk: ${values.link}`,
  };
}
