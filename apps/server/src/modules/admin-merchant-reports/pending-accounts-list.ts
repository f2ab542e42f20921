import {
  PENDING_ACCOUNT_COLUMNS,
  PENDING_KIND_LABELS,
  PENDING_MERCHANT_STATUSES,
  type PendingAccountColumn,
  type PendingKind,
} from '@paydesk/domain/admin-merchant-report-fields';
import type {
  PendingAccountRow,
  PendingAccountsQuery,
} from '@paydesk/domain/admin-merchant-reports';
import {
  APPLICATION_STATUS_LABELS,
  type ApplicationStatus,
  IN_PROGRESS_STATUSES,
} from '@paydesk/domain/applications';
import { MAX_ID } from '@paydesk/domain/ids';
import { merchantStatusLabel } from '@paydesk/domain/merchant-status';
import { csvLocalTimeSql, csvPlainSql, csvTextSql, sqlLiteral } from '../../platform/lists/csv';
import {
  columnLabels,
  defaultColumnKeys,
  type ListDefinition,
} from '../../platform/lists/list-definition';
import type { ReportScope } from '../../platform/lists/report-scope';
import type { SqlParams } from '../../platform/lists/sql-params';
import type { Clock } from '../../platform/shared-dependencies';
import { statusLabelSql } from '../admin-merchants/admin-merchants.service';

/**
 * The pending-accounts report (/admin/reports/pending-accounts): merchant applications still in
 * progress (draft, submitted, more information needed; table merchant_applications) and
 * merchants not yet active (statuses 2, 3, 4, 11, 66), as one list over a union `p`. Each row
 * has a key of its own: a merchant's id, an application's id + 2^32 (ids are int4, so the two
 * never meet). The rows are current state: the list keeps no snapshot (see report-scope.ts).
 */

const APPLICATION_KEY_OFFSET = 4_294_967_296;

/** The first owner's (else the primary contact's) e-mail of merchant `m`. */
const OWNER_EMAIL = `(select c.email from merchant_contacts c where c.merchant_id = m.id
    order by (c.type <> 'Beneficial Owner/Officer'), c.id limit 1)`;

const PENDING = `(
  select m.id::int8 as key, 'merchant'::text as kind, m.id, m.business_common_name as name,
         m.business_legal_name as legal_name, m.status as merchant_status, m.processor_id,
         null::text as application_status, m.created_at as submitted_at,
         m.status_since as waiting_since,
         (select pa.name from partners pa where pa.id = m.partner_id) as partner,
         ${OWNER_EMAIL} as owner_email
    from merchants m
   where m.status in (${PENDING_MERCHANT_STATUSES.join(', ')})
  union all
  select a.id::int8 + ${APPLICATION_KEY_OFFSET}, 'application', a.id,
         coalesce(a.data->>'dba', ''), coalesce(a.data->>'businessLegalName', ''),
         null::smallint, null::smallint, a.status, coalesce(a.submitted_at, a.created_at),
         coalesce(a.submitted_at, a.created_at), nullif(a.data->>'partnerName', ''),
         coalesce(nullif(a.data->>'ownerEmail', ''), (select u.email from users u where u.id = a.user_id))
    from merchant_applications a
   where a.status in (${IN_PROGRESS_STATUSES.map(sqlLiteral).join(', ')})
) p`;

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;
const daysSince = (now: string) =>
  `greatest(0, floor(extract(epoch from (${now} - p.waiting_since)) / 86400))::int`;

const STATUS_TEXT = `case when p.kind = 'merchant'
    then ${statusLabelSql('p.merchant_status', 'p.processor_id')}
    else case p.application_status ${IN_PROGRESS_STATUSES.map(
      (status) =>
        `when ${sqlLiteral(status)} then ${sqlLiteral(APPLICATION_STATUS_LABELS[status])}`,
    ).join(' ')} end end`;

const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
const LABELS = columnLabels<PendingAccountColumn>(PENDING_ACCOUNT_COLUMNS);

function statusOf(row: Record<string, unknown>): string {
  if (row.kind === 'merchant') {
    return merchantStatusLabel(Number(row.merchant_status), Number(row.processor_id));
  }
  return APPLICATION_STATUS_LABELS[row.application_status as ApplicationStatus] ?? 'Unknown';
}

export function pendingAccountsList(
  clock: Clock,
): ListDefinition<PendingAccountsQuery, PendingAccountRow, PendingAccountColumn, ReportScope> {
  const now = (params: SqlParams) => params.add(clock.now().toISOString(), 'timestamptz');
  return {
    name: 'admin-pending-accounts',
    table: PENDING,
    id: { sql: 'p.key', type: 'int8' },
    // Current state: no snapshot bound (every key is at most this).
    anchor: `select ${Number.MAX_SAFE_INTEGER}::int8`,
    select: (_query, params) => `p.kind, p.id, p.name, p.legal_name, p.merchant_status,
      p.processor_id, p.application_status, p.partner, p.owner_email,
      to_char(p.submitted_at at time zone 'UTC', ${ISO}) as submitted,
      to_char(p.waiting_since at time zone 'UTC', ${ISO}) as since,
      ${daysSince(now(params))} as days`,
    sortColumns: {
      // The longer the wait, the larger: the instant it started, negated (stable between reads).
      daysWaiting: { sql: '(-extract(epoch from p.waiting_since) * 1000)::int8', type: 'int8' },
      submittedAt: { sql: 'p.submitted_at', type: 'timestamptz' },
      name: { sql: 'p.name', type: 'text' },
    },
    where: async (query, scope, params) => {
      const conditions: string[] = [];
      if (scope.merchantId !== null) {
        conditions.push(`p.kind = 'merchant' and p.id = ${params.add(scope.merchantId, 'int4')}`);
      }
      if (query.kind) conditions.push(`p.kind = ${params.add(query.kind, 'text')}`);
      if (query.search) {
        const term = params.add(query.search.toLowerCase(), 'text');
        const matches = [
          `strpos(lower(p.name), ${term}) > 0`,
          `strpos(lower(p.legal_name), ${term}) > 0`,
          `strpos(lower(coalesce(p.owner_email, '')), ${term}) > 0`,
        ];
        if (/^\d{1,10}$/.test(query.search) && Number(query.search) <= MAX_ID) {
          matches.unshift(`p.id = ${params.add(Number(query.search), 'int4')}`);
        }
        conditions.push(`(${matches.join(' or ')})`);
      }
      return conditions;
    },
    toRow: (row) => ({
      kind: row.kind as PendingKind,
      id: Number(row.id),
      name: String(row.name),
      legalName: String(row.legal_name),
      status: statusOf(row),
      merchantStatus: row.merchant_status === null ? null : Number(row.merchant_status),
      applicationStatus: (row.application_status ?? null) as ApplicationStatus | null,
      processorId: row.processor_id === null ? null : Number(row.processor_id),
      submittedAt: String(row.submitted),
      waitingSince: String(row.since),
      daysWaiting: Number(row.days),
      partner: text(row.partner),
      ownerEmail: text(row.owner_email),
    }),
    csv: {
      kind: () =>
        `case p.kind when 'merchant' then ${sqlLiteral(PENDING_KIND_LABELS.merchant)} else ${sqlLiteral(PENDING_KIND_LABELS.application)} end`,
      id: () => csvPlainSql('p.id'),
      name: () => csvTextSql('p.name'),
      legalName: () => csvTextSql('p.legal_name'),
      status: () => STATUS_TEXT,
      submittedAt: (params, query) =>
        csvLocalTimeSql('p.submitted_at', params.add(query.timezone, 'text')),
      waitingSince: (params, query) =>
        csvLocalTimeSql('p.waiting_since', params.add(query.timezone, 'text')),
      daysWaiting: (params) => `${daysSince(now(params))}::text`,
      partner: () => csvTextSql('p.partner'),
      ownerEmail: () => csvTextSql('p.owner_email'),
    },
    csvHeader: (column, query) =>
      column === 'submittedAt' || column === 'waitingSince'
        ? `${LABELS[column]} (${query.timezone})`
        : LABELS[column],
    fileName: () => 'pending-accounts.csv',
    defaultColumns: defaultColumnKeys(PENDING_ACCOUNT_COLUMNS),
  };
}
