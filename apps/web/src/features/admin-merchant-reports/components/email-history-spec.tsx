import {
  EMAIL_EVENT_LABELS,
  EMAIL_EVENTS,
  EMAIL_HISTORY_COLUMNS,
  EMAIL_HISTORY_DEFAULT_SORT,
  type EmailEvent,
  type EmailHistoryColumn,
} from '@paydesk/domain/admin-merchant-report-fields';
import type { EmailHistoryRow } from '@paydesk/domain/admin-merchant-reports';
import { DEFAULT_PAGE_SIZE } from '@paydesk/domain/list-params';
import { IconMail } from '@tabler/icons-react';
import { ADMIN_REPORT_TIME_ZONE } from '../../../shared/admin-reports/report-scope';
import { StatusPill } from '../../../shared/components/status-pill';
import { defineListScreen } from '../../../shared/data-table/list-screen-spec';
import { RANGE_PARAMS } from '../../../shared/date-range/report-range-params';
import { formatDateTime } from '../../../shared/format/zoned-dates';
import type { StatusStyle } from '../../../shared/merchant-account/merchant-status';

const EVENT_STYLES: Record<EmailEvent, StatusStyle> = {
  queued: 'pending',
  sent: 'active',
  delivered: 'active',
  opened: 'active',
  failed: 'info-needed',
  dropped: 'error',
  bounced: 'error',
};

const eventLabel = (event: string) => EMAIL_EVENT_LABELS[event as EmailEvent] ?? event;

/** The e-mail history (/admin/reports/email-history): the newest event first, 10 a page. */
export const emailHistorySpec = defineListScreen<EmailHistoryRow, EmailHistoryColumn>({
  screen: 'admin-email-history',
  label: 'E-mail history',
  columns: EMAIL_HISTORY_COLUMNS,
  defaultSort: EMAIL_HISTORY_DEFAULT_SORT,
  defaultPerPage: DEFAULT_PAGE_SIZE,
  filters: [
    {
      kind: 'text',
      param: 'email',
      label: 'Recipient',
      placeholder: 'name@example.com, or the start of it and *',
      pattern: /^[^\s*]+\*?$/,
      patternMessage: 'Type a whole address, or the start of one followed by *',
    },
    {
      kind: 'select',
      param: 'event',
      label: 'Event',
      options: EMAIL_EVENTS.map((event) => ({ value: event, label: eventLabel(event) })),
    },
    {
      kind: 'date',
      label: 'Dates',
      params: [RANGE_PARAMS.preset, RANGE_PARAMS.from, RANGE_PARAMS.to],
    },
  ],
  cells: {
    at: (row) => formatDateTime(row.at, ADMIN_REPORT_TIME_ZONE),
    event: (row) => (
      <StatusPill
        status={EVENT_STYLES[row.event as EmailEvent] ?? 'disabled'}
        label={eventLabel(row.event)}
      />
    ),
    merchantId: (row) => (row.merchantId === null ? '—' : String(row.merchantId)),
    merchantName: (row) => row.merchantName ?? '—',
  },
  rowKey: (row) => row.id,
  card: { title: 'email', subtitle: 'subject', amount: 'event' },
  emptyMessage: 'No e-mail event matches these dates and filters.',
  firstUse: {
    icon: <IconMail aria-hidden="true" />,
    title: 'No e-mail sent in these dates',
    description:
      'Every e-mail Paydesk sends appears here with its delivery events: queued, sent, failed, dropped.',
  },
});
