import {
  FUNDING_HOLD_FLAGS,
  FUNDING_HOLD_REASON_LABELS,
  FUNDING_HOLD_REASONS,
  type FundingHoldFlag,
  type FundingHoldReason,
} from '@paydesk/domain/admin-merchant-actions';
import {
  FUNDING_HOLD_COLUMNS,
  type FundingHoldColumn,
} from '@paydesk/domain/admin-merchant-report-fields';
import type { FundingHoldQuery, FundingHoldRow } from '@paydesk/domain/admin-merchant-reports';
import { processorName } from '@paydesk/domain/merchant-status';
import {
  csvCentsSql,
  csvLocalTimeSql,
  csvPlainSql,
  csvTextSql,
  sqlLiteral,
} from '../../platform/lists/csv';
import { dayRangeConditions } from '../../platform/lists/day-range-sql';
import {
  columnLabels,
  defaultColumnKeys,
  type ListDefinition,
} from '../../platform/lists/list-definition';
import type { ReportScope } from '../../platform/lists/report-scope';
import type { SqlParams } from '../../platform/lists/sql-params';
import type { Clock } from '../../platform/shared-dependencies';
import { heldBalanceCentsSql } from '../admin-merchant-profile/admin-merchant-profile.service';
import {
  merchantSearchCondition,
  statusLabelSql,
} from '../admin-merchants/admin-merchants.service';

/**
 * The funding-hold report (/admin/reports/funding-hold; part 2 §3 fundingHolds, §5 reasons):
 * every merchant whose hold is on (`merchants_funding_hold_idx`), with its reasons, who set
 * it, since when, the profile's Held Balance and what the ledger has not settled
 * (`merchant_unsettled_net`, the ledger's one formula, read for the page's rows only).
 */

const flagSql = (flag: FundingHoldFlag) =>
  `coalesce((m.funding_holds->>${sqlLiteral(flag)})::boolean, false)`;
const OTHER_SQL = `coalesce(m.funding_hold_desc, '') <> ''`;
/** Holds placed before the first report was kept count from the status date. */
const FIRST_REPORTED = 'coalesce(m.hold_first_reported_date, m.status_since)';
const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

const daysSince = (now: string) =>
  `floor(extract(epoch from (${now} - ${FIRST_REPORTED})) / 86400)::int`;

/** The reasons as text: 'Suspicious activity; Other'. */
const REASONS_TEXT = `concat_ws('; ', ${FUNDING_HOLD_REASONS.map(
  (reason) =>
    `case when ${reason === 'other' ? OTHER_SQL : flagSql(reason)} then ${sqlLiteral(FUNDING_HOLD_REASON_LABELS[reason])} end`,
).join(', ')})`;

/** The card processor's name of merchant `m`, as `processorName` writes it (the CSV's cell). */
export const PROCESSOR_NAME = `case m.processor_id ${[2, 3]
  .map((id) => `when ${id} then ${sqlLiteral(processorName(id))}`)
  .join(' ')} else 'Processor ' || m.processor_id end`;

const text = (value: unknown) => (value === null || value === undefined ? null : String(value));

function reasonsOf(row: Record<string, unknown>): FundingHoldReason[] {
  const raw = row.funding_holds;
  const flags = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Record<string, unknown> | null;
  const reasons: FundingHoldReason[] = FUNDING_HOLD_FLAGS.filter((flag) => flags?.[flag] === true);
  if (text(row.funding_hold_desc)) reasons.push('other');
  return reasons;
}

const LABELS = columnLabels<FundingHoldColumn>(FUNDING_HOLD_COLUMNS);

export function fundingHoldList(
  clock: Clock,
): ListDefinition<FundingHoldQuery, FundingHoldRow, FundingHoldColumn, ReportScope> {
  const now = (params: SqlParams) => params.add(clock.now().toISOString(), 'timestamptz');
  return {
    name: 'admin-funding-hold',
    table: 'merchants m',
    rowJoins: 'left join users u on u.id = m.funding_hold_set_by_user_id',
    id: { sql: 'm.id', type: 'int4' },
    anchor: 'select max(id) from merchants',
    select: (_query, params) => `m.id, m.business_common_name, m.business_legal_name, m.status,
      m.processor_id, m.funding_holds, m.funding_hold_desc, m.funding_hold_set_by, m.currency,
      nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') as set_by_name,
      to_char(m.hold_first_reported_date at time zone 'UTC', ${ISO}) as first_reported,
      case when m.hold_first_reported_date is not null then ${daysSince(now(params))} end as days,
      ${heldBalanceCentsSql('m')} as held, merchant_unsettled_net(m.id) as unsettled`,
    sortColumns: {
      id: { sql: 'm.id', type: 'int4' },
      businessCommonName: { sql: 'm.business_common_name', type: 'text' },
      status: { sql: 'm.status', type: 'int4' },
      holdFirstReportedDate: { sql: FIRST_REPORTED, type: 'timestamptz' },
      heldBalance: { sql: heldBalanceCentsSql('m'), type: 'int8' },
    },
    where: async (query, scope, params) => {
      const conditions = ['m.has_funding_hold'];
      if (scope.merchantId !== null)
        conditions.push(`m.id = ${params.add(scope.merchantId, 'int4')}`);
      if (query.search) conditions.push(merchantSearchCondition(query.search, params));
      if (query.reason)
        conditions.push(query.reason === 'other' ? OTHER_SQL : flagSql(query.reason));
      conditions.push(...dayRangeConditions('m.hold_first_reported_date', query, params));
      return conditions;
    },
    toRow: (row) => ({
      id: Number(row.id),
      businessCommonName: String(row.business_common_name),
      businessLegalName: String(row.business_legal_name),
      status: Number(row.status),
      processorId: Number(row.processor_id),
      processorName: processorName(Number(row.processor_id)),
      reasons: reasonsOf(row),
      otherReason: text(row.funding_hold_desc) || null,
      setBy: text(row.funding_hold_set_by),
      setByName: text(row.set_by_name),
      holdFirstReportedDate: text(row.first_reported),
      daysOnHold: row.days === null || row.days === undefined ? null : Number(row.days),
      heldBalance: Number(row.held),
      unsettledNet: Number(row.unsettled),
      currency: String(row.currency),
    }),
    csv: {
      id: () => csvPlainSql('m.id'),
      businessCommonName: () => csvTextSql('m.business_common_name'),
      businessLegalName: () => csvTextSql('m.business_legal_name'),
      status: () => statusLabelSql('m.status', 'm.processor_id'),
      processorName: () => PROCESSOR_NAME,
      reasons: () => `nullif(${REASONS_TEXT}, '')`,
      otherReason: () => csvTextSql('m.funding_hold_desc'),
      setBy: () => csvTextSql('m.funding_hold_set_by'),
      holdFirstReportedDate: (params, query) =>
        csvLocalTimeSql('m.hold_first_reported_date', params.add(query.timezone, 'text')),
      daysOnHold: (params) =>
        `case when m.hold_first_reported_date is not null then ${daysSince(now(params))}::text end`,
      heldBalance: () => csvCentsSql(heldBalanceCentsSql('m')),
      unsettledNet: () => csvCentsSql('merchant_unsettled_net(m.id)'),
    },
    csvHeader: (column, query) =>
      column === 'holdFirstReportedDate' ? `${LABELS[column]} (${query.timezone})` : LABELS[column],
    fileName: (_query, scope) =>
      scope.merchantId === null ? 'funding-holds.csv' : `funding-holds-${scope.merchantId}.csv`,
    defaultColumns: defaultColumnKeys(FUNDING_HOLD_COLUMNS),
  };
}
