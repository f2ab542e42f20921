import { type Database, sqlQuery } from '../../db/client';

/**
 * The set-based reads of a bulk preview: one statement per kind of fact for every row of the
 * file (10,000 rows validate in a handful of queries), and the same reads for one row when a
 * handler checks it again at apply time.
 */

export interface BulkMerchant {
  id: number;
  status: number;
  processorId: number;
  webRateName: string | null;
  mobileRateName: string | null;
  rateId: number | null;
}

export async function merchantsByIds(
  db: Database,
  ids: readonly number[],
): Promise<Map<number, BulkMerchant>> {
  if (ids.length === 0) return new Map();
  const rows = await sqlQuery(db)<{
    id: number;
    status: number;
    processor_id: number;
    web_rate_name: string | null;
    mobile_rate_name: string | null;
    rate_id: number | null;
  }>(
    `select id, status, processor_id, web_rate_name, mobile_rate_name, rate_id
       from merchants where id = any($1::int[])`,
    [ids],
  );
  return new Map(
    rows.map((row) => [
      Number(row.id),
      {
        id: Number(row.id),
        status: Number(row.status),
        processorId: Number(row.processor_id),
        webRateName: row.web_rate_name,
        mobileRateName: row.mobile_rate_name,
        rateId: row.rate_id === null ? null : Number(row.rate_id),
      },
    ]),
  );
}

export interface BulkUser {
  id: number;
  email: string;
  staff: boolean;
  /** The merchant accounts the user is on. */
  merchantIds: Set<number>;
}

/** Users of the pool by e-mail (lower case, as stored), each with its accounts. */
export async function usersByEmails(
  db: Database,
  emails: readonly string[],
): Promise<Map<string, BulkUser>> {
  if (emails.length === 0) return new Map();
  const rows = await sqlQuery(db)<{
    id: number;
    email: string;
    first_group: string | null;
    merchant_ids: number[] | null;
  }>(
    `select u.id, u.email, u.groups[1] as first_group,
            array(select um.merchant_id from user_merchants um where um.user_id = u.id) as merchant_ids
       from users u where u.email = any($1::text[])`,
    [emails],
  );
  return new Map(
    rows.map((row) => [
      row.email,
      {
        id: Number(row.id),
        email: row.email,
        staff: row.first_group === 'mp_admin',
        merchantIds: new Set((row.merchant_ids ?? []).map(Number)),
      },
    ]),
  );
}

export interface BulkRate {
  id: number;
  name: string;
  processorId: number;
  residual: boolean;
}

/** Rate plans by name (every processor), lowest id first per name and processor. */
export async function ratesByNames(
  db: Database,
  names: readonly string[],
): Promise<Map<string, BulkRate[]>> {
  const byName = new Map<string, BulkRate[]>();
  if (names.length === 0) return byName;
  const rows = await sqlQuery(db)<{
    id: number;
    rate_name: string;
    processor_id: number;
    is_residual_rate: boolean;
  }>(
    `select id, rate_name, processor_id, is_residual_rate from rates
      where rate_name = any($1::text[]) order by rate_name, processor_id, id`,
    [names],
  );
  for (const row of rows) {
    const list = byName.get(row.rate_name) ?? [];
    list.push({
      id: Number(row.id),
      name: row.rate_name,
      processorId: Number(row.processor_id),
      residual: Boolean(row.is_residual_rate),
    });
    byName.set(row.rate_name, list);
  }
  return byName;
}
