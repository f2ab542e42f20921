import { Badge, Code } from '@mantine/core';
import {
  AUDIT_COLUMNS,
  AUDIT_DEFAULT_SORT,
  AUDIT_OUTCOMES,
  type AuditColumn,
} from '@paydesk/domain/admin-audit';
import { AUDIT_ACTIONS } from '@paydesk/domain/audit-actions';
import { DEFAULT_PAGE_SIZE } from '@paydesk/domain/list-params';
import { IconShieldCheck } from '@tabler/icons-react';
import { defineListScreen } from '../../../shared/data-table/list-screen-spec';
import { formatDateTime } from '../../../shared/format/zoned-dates';
import type { AuditRow } from '../api/get-audit-log';

/** 'merchant-status-change' → 'Merchant status change'. */
export const actionLabel = (action: string) => {
  const words = action.replaceAll('-', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The details in one line, `key: value` pairs (the merchant id has its own column). */
export function detailsText(details: AuditRow['details']): string {
  if (!details) return '';
  return Object.entries(details)
    .filter(([key]) => key !== 'merchantId')
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join('; ');
}

/** The audit log viewer's list, in the viewer's time zone. */
export function auditListSpec(timeZone: string) {
  return defineListScreen<AuditRow, AuditColumn>({
    screen: 'admin-audit',
    label: 'Audit log',
    columns: AUDIT_COLUMNS,
    defaultSort: AUDIT_DEFAULT_SORT,
    defaultPerPage: DEFAULT_PAGE_SIZE,
    filters: [
      {
        kind: 'select',
        param: 'action',
        label: 'Action',
        options: AUDIT_ACTIONS.map((action) => ({ value: action, label: actionLabel(action) })),
      },
      {
        kind: 'select',
        param: 'outcome',
        label: 'Outcome',
        options: AUDIT_OUTCOMES.map((outcome) => ({ value: outcome, label: actionLabel(outcome) })),
      },
      { kind: 'date', label: 'Dates', params: ['range', 'from', 'to'] },
    ],
    cells: {
      at: (row) => formatDateTime(row.at, timeZone),
      email: (row) => row.email ?? '—',
      action: (row) => actionLabel(row.action),
      outcome: (row) => (
        <Badge variant="light" color={row.outcome === 'success' ? 'teal' : 'red'}>
          {row.outcome === 'success' ? 'Success' : 'Refused'}
        </Badge>
      ),
      merchantId: (row) => (row.merchantId === null ? '—' : String(row.merchantId)),
      details: (row) => {
        const text = detailsText(row.details);
        return text ? (
          <Code style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{text}</Code>
        ) : (
          '—'
        );
      },
      ip: (row) => row.ip ?? '—',
      userId: (row) => (row.userId === null ? '—' : String(row.userId)),
    },
    rowKey: (row) => row.id,
    card: { title: 'action', subtitle: 'email', amount: 'outcome' },
    emptyMessage: 'No audit entries match these filters.',
    firstUse: {
      icon: <IconShieldCheck aria-hidden="true" />,
      title: 'Nothing audited in these dates',
      description:
        'Sign-ins, money movements and every admin change and sensitive read appear here.',
    },
  });
}
