import type {
  CtaAssignedQuery,
  CtaCompletedQuery,
  CtaMerchantFilter,
} from '@paydesk/domain/admin-ctas';
import type { RawQuery } from '../../db/client';

/**
 * SQL of the assignments: the set-based assignment (one statement assigns and writes the
 * History rows of every merchant, however many), the e-mail recipients, unassignment, resend
 * and the two reports.
 */

/** Which merchants an assignment names: ids, or the filter's conditions. */
export type MerchantSelection = { ids: number[] } | { filter: CtaMerchantFilter };

/** Conditions on `merchants m` and their parameters, numbered from `first`. */
export function selectionConditions(
  selection: MerchantSelection,
  first: number,
): { where: string; params: unknown[] } {
  const params: unknown[] = [];
  const add = (value: unknown, type: string) => {
    params.push(value);
    return `$${first + params.length - 1}::${type}`;
  };
  if ('ids' in selection) return { where: `m.id = any(${add(selection.ids, 'int4[]')})`, params };
  const f = selection.filter;
  const conditions: string[] = [];
  if (f.status !== undefined) conditions.push(`m.status = ${add(f.status, 'int4')}`);
  if (f.processorId !== undefined)
    conditions.push(`m.processor_id = ${add(f.processorId, 'int4')}`);
  if (f.partnerId !== undefined) conditions.push(`m.partner_id = ${add(f.partnerId, 'int4')}`);
  if (f.country !== undefined) conditions.push(`m.business_country = ${add(f.country, 'text')}`);
  return { where: conditions.length > 0 ? conditions.join(' and ') : 'true', params };
}

/** How many merchants a selection matches, and how many of them already have the campaign. */
export async function countSelection(
  run: RawQuery,
  selection: MerchantSelection,
  ctaId: number | undefined,
): Promise<{ count: number; alreadyAssigned: number }> {
  const { where, params } = selectionConditions(selection, 2);
  const [row] = await run<{ count: number; already: number }>(
    `select count(*)::int as count,
            (count(*) filter (where exists (select 1 from cta_assignments a
               where a.cta_id = $1::int4 and a.merchant_id = m.id)))::int as already
       from merchants m where ${where}`,
    [ctaId ?? null, ...params],
  );
  return { count: Number(row?.count ?? 0), alreadyAssigned: Number(row?.already ?? 0) };
}

/**
 * Assigns the campaign to every merchant of the selection that does not have it yet, and
 * writes each newly assigned merchant's History row, in one statement. Answers how many
 * merchants matched and the ids newly assigned.
 */
export async function assignSelection(
  run: RawQuery,
  input: {
    ctaId: number;
    selection: MerchantSelection;
    at: Date;
    userId: number | null;
    email: string;
    historyText: string;
  },
): Promise<{ matched: number; assigned: number[] }> {
  const { where, params } = selectionConditions(input.selection, 6);
  const [row] = await run<{ matched: number; assigned: number[] | null }>(
    `with picked as (select m.id from merchants m where ${where}),
          ins as (insert into cta_assignments (cta_id, merchant_id, assigned_at, assigned_by_user_id)
                  select $1::int4, p.id, $2::timestamptz, $3::int4 from picked p
                  on conflict (cta_id, merchant_id) do nothing
                  returning merchant_id),
          hist as (insert into merchant_change_history
                     (merchant_id, changed_at, changed_by_user_id, changed_by_email, grouping,
                      field, old_value, new_value)
                   select merchant_id, $2::timestamptz, $3::int4, $4::text, 'Miscellaneous',
                          'call_to_action', null, $5::text from ins)
     select (select count(*)::int from picked) as matched,
            (select array_agg(merchant_id order by merchant_id) from ins) as assigned`,
    [input.ctaId, input.at, input.userId, input.email, input.historyText, ...params],
  );
  return { matched: Number(row?.matched ?? 0), assigned: (row?.assigned ?? []).map(Number) };
}

/** The ids of a list that name no merchant. */
export async function unknownMerchantIds(run: RawQuery, ids: number[]): Promise<number[]> {
  const rows = await run<{ id: number }>(
    `select x.id from unnest($1::int4[]) as x(id)
      where not exists (select 1 from merchants m where m.id = x.id) order by x.id`,
    [ids],
  );
  return rows.map((r) => Number(r.id));
}

/** Every enabled user with access to each merchant: who the campaign's e-mails go to. */
export async function recipientsOf(
  run: RawQuery,
  merchantIds: number[],
): Promise<{ merchant_id: number; business_common_name: string; email: string }[]> {
  if (merchantIds.length === 0) return [];
  return run(
    `select m.id as merchant_id, m.business_common_name, u.email
       from merchants m
       join user_merchants um on um.merchant_id = m.id and um.access = 1
       join users u on u.id = um.user_id and u.enabled
      where m.id = any($1::int4[])
      order by m.id, u.email`,
    [merchantIds],
  );
}

export interface AssignmentRecord {
  completed_at: Date | null;
  dismissed_at: Date | null;
  hold_placed_at: Date | null;
  hold_released_at: Date | null;
}

export async function lockAssignment(
  run: RawQuery,
  ctaId: number,
  merchantId: number,
): Promise<AssignmentRecord | undefined> {
  const [row] = await run<AssignmentRecord>(
    `select completed_at, dismissed_at, hold_placed_at, hold_released_at from cta_assignments
      where cta_id = $1 and merchant_id = $2 for update`,
    [ctaId, merchantId],
  );
  return row;
}

export async function deleteAssignment(run: RawQuery, ctaId: number, merchantId: number) {
  await run('delete from cta_assignments where cta_id = $1 and merchant_id = $2', [
    ctaId,
    merchantId,
  ]);
}

/**
 * Marks the outstanding assignments not e-mailed since `before` as resent now, in one
 * statement; answers their merchant ids and how many outstanding ones were left alone.
 */
export async function markResent(
  run: RawQuery,
  ctaId: number,
  now: Date,
  before: Date,
): Promise<{ resent: number[]; throttled: number }> {
  const [row] = await run<{ resent: number[] | null; throttled: number }>(
    `with due as (select merchant_id from cta_assignments
                   where cta_id = $1 and completed_at is null and dismissed_at is null
                     and coalesce(last_resent_at, assigned_at) <= $3::timestamptz
                   for update),
          upd as (update cta_assignments a set last_resent_at = $2::timestamptz from due
                   where a.cta_id = $1 and a.merchant_id = due.merchant_id returning a.merchant_id)
     select (select array_agg(merchant_id order by merchant_id) from upd) as resent,
            (select count(*)::int from cta_assignments
              where cta_id = $1 and completed_at is null and dismissed_at is null
                and coalesce(last_resent_at, assigned_at) > $3::timestamptz) as throttled`,
    [ctaId, now, before],
  );
  return { resent: (row?.resent ?? []).map(Number), throttled: Number(row?.throttled ?? 0) };
}

const STATE_SQL = `case when a.completed_at is not null then 'completed'
  when a.dismissed_at is not null then 'dismissed' else 'outstanding' end`;

const STATE_CONDITIONS = {
  outstanding: 'a.completed_at is null and a.dismissed_at is null',
  completed: 'a.completed_at is not null',
  dismissed: 'a.completed_at is null and a.dismissed_at is not null',
} as const;

export interface AssignedRow {
  cta_id: number;
  cta_title: string;
  merchant_id: number;
  business_common_name: string;
  state: 'outstanding' | 'completed' | 'dismissed';
  assigned_at: Date | string;
  assigned_by: string | null;
  completed_at: Date | string | null;
  dismissed_at: Date | string | null;
  last_resent_at: Date | string | null;
  reminders_sent: number[];
  hold_placed_at: Date | string | null;
  hold_released_at: Date | string | null;
}

export async function assignedPage(
  run: RawQuery,
  query: CtaAssignedQuery,
): Promise<{ rows: AssignedRow[]; total: number }> {
  const params: unknown[] = [];
  const conditions: string[] = [];
  if (query.cta_id !== undefined) {
    params.push(query.cta_id);
    conditions.push(`a.cta_id = $${params.length}`);
  }
  if (query.state) conditions.push(STATE_CONDITIONS[query.state]);
  const search = query.search?.trim();
  if (search) {
    params.push(search.toLowerCase());
    const term = `$${params.length}::text`;
    conditions.push(
      /^\d{1,9}$/.test(search)
        ? `(a.merchant_id::text = ${term} or strpos(lower(m.business_common_name), ${term}) > 0)`
        : `strpos(lower(m.business_common_name), ${term}) > 0`,
    );
  }
  const where = conditions.length > 0 ? `where ${conditions.join(' and ')}` : '';
  const from = 'from cta_assignments a join merchants m on m.id = a.merchant_id';
  const [count] = await run<{ total: number }>(
    `select count(*)::int as total ${from} ${where}`,
    params,
  );
  const rows = await run<AssignedRow>(
    `select a.cta_id, c.title as cta_title, a.merchant_id, m.business_common_name,
            ${STATE_SQL} as state, a.assigned_at, u.email as assigned_by, a.completed_at,
            a.dismissed_at, a.last_resent_at, a.reminders_sent, a.hold_placed_at,
            a.hold_released_at
       ${from} join ctas c on c.id = a.cta_id left join users u on u.id = a.assigned_by_user_id
       ${where}
      order by a.assigned_at desc, a.cta_id desc, a.merchant_id
      limit ${query.perPage} offset ${(query.page - 1) * query.perPage}`,
    params,
  );
  return { rows, total: Number(count?.total ?? 0) };
}

export interface CompletedRow {
  submission_id: number;
  cta_id: number;
  cta_title: string;
  merchant_id: number;
  business_common_name: string;
  submitted_at: Date | string;
  submitted_by: string | null;
  business: Record<string, string> | null;
  identity: Record<string, string> | null;
  documents: {
    document_type_id: number;
    file_id: string;
    document_id: number | null;
    file_name: string | null;
  }[];
}

/** The submissions of completed assignments, newest first, with their documents' rows. */
export async function completedPage(
  run: RawQuery,
  query: CtaCompletedQuery,
): Promise<{ rows: CompletedRow[]; total: number }> {
  const params: unknown[] = [];
  const conditions: string[] = [];
  if (query.cta_id !== undefined) {
    params.push(query.cta_id);
    conditions.push(`s.cta_id = $${params.length}`);
  }
  if (query.merchant_id !== undefined) {
    params.push(query.merchant_id);
    conditions.push(`s.merchant_id = $${params.length}`);
  }
  const where = conditions.length > 0 ? `where ${conditions.join(' and ')}` : '';
  const [count] = await run<{ total: number }>(
    `select count(*)::int as total from cta_submissions s ${where}`,
    params,
  );
  const rows = await run<CompletedRow>(
    `select s.id as submission_id, s.cta_id, c.title as cta_title, s.merchant_id,
            m.business_common_name, s.submitted_at, u.email as submitted_by, s.business,
            s.identity,
            coalesce((select json_agg(json_build_object(
                        'document_type_id', (d->>'documentTypeId')::int,
                        'file_id', d->>'fileId',
                        'document_id', doc.id,
                        'file_name', doc.name) order by ord)
                 from jsonb_array_elements(s.documents) with ordinality as e(d, ord)
                 left join lateral (select id, name from documents
                                     where merchant_id = s.merchant_id
                                       and file_id = (d->>'fileId')::uuid
                                     order by id desc limit 1) doc on true), '[]'::json)
              as documents
       from cta_submissions s
       join ctas c on c.id = s.cta_id
       join merchants m on m.id = s.merchant_id
       left join users u on u.id = s.submitted_by_user_id
       ${where}
      order by s.submitted_at desc, s.id desc
      limit ${query.perPage} offset ${(query.page - 1) * query.perPage}`,
    params,
  );
  return { rows, total: Number(count?.total ?? 0) };
}
