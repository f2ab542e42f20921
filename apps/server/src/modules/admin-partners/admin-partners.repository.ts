import type { RawQuery } from '../../db/client';

/** The SQL of partners and their notification addresses (admin-partners.service.ts holds the rules). */

export interface StoredPartner {
  id: number;
  status: number;
  name: string;
  first_name: string;
  last_name: string;
  tax_id: string | null;
  email: string;
  website: string | null;
  phone: string | null;
  created_at: string;
  merchants: number;
  active_merchants: number;
}

const DETAIL = `select p.id, p.status, p.name, p.first_name, p.last_name, p.tax_id, p.email, p.website,
    p.phone, to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
    (select count(*)::int from merchants m where m.partner_id = p.id) as merchants,
    (select count(*)::int from merchants m where m.partner_id = p.id and m.status = 1) as active_merchants
  from partners p where p.id = $1`;

export async function partnerById(run: RawQuery, id: number): Promise<StoredPartner | undefined> {
  const [row] = await run<StoredPartner>(DETAIL, [id]);
  return row;
}

/** The partner's row, locked for the rest of the call's transaction. */
export async function lockPartner(run: RawQuery, id: number): Promise<StoredPartner | undefined> {
  const [row] = await run<StoredPartner>(
    `select id, status, name, first_name, last_name, tax_id, email, website, phone, created_at::text,
            0 as merchants, 0 as active_merchants
       from partners where id = $1 for update`,
    [id],
  );
  return row;
}

export interface PartnerValues {
  name: string;
  first_name: string;
  last_name: string;
  tax_id: string;
  email: string;
  website: string | null;
  phone: string | null;
}

export async function insertPartner(run: RawQuery, values: PartnerValues): Promise<number> {
  const [row] = await run<{ id: number }>(
    `insert into partners (status, name, first_name, last_name, tax_id, email, website, phone)
     values (1, $1, $2, $3, $4, $5, $6, $7) returning id`,
    [
      values.name,
      values.first_name,
      values.last_name,
      values.tax_id,
      values.email,
      values.website,
      values.phone,
    ],
  );
  return Number(row?.id);
}

const UPDATABLE = new Set([
  'status',
  'name',
  'first_name',
  'last_name',
  'tax_id',
  'email',
  'website',
  'phone',
]);

/** Writes the given columns (names from the set above only). */
export async function updatePartnerColumns(
  run: RawQuery,
  id: number,
  changes: Record<string, unknown>,
): Promise<void> {
  const columns = Object.keys(changes).filter((column) => UPDATABLE.has(column));
  if (columns.length === 0) return;
  const sets = columns.map((column, i) => `${column} = $${i + 2}`).join(', ');
  await run(`update partners set ${sets} where id = $1`, [
    id,
    ...columns.map((column) => changes[column]),
  ]);
}

export async function notificationsOf(
  run: RawQuery,
  partnerId: number,
): Promise<{ email: string; created_at: string }[]> {
  return run(
    `select email, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at
       from partner_notification_emails where partner_id = $1 order by email, id`,
    [partnerId],
  );
}

/** Adds the address; false when the partner already had it. */
export async function insertNotification(
  run: RawQuery,
  partnerId: number,
  email: string,
): Promise<boolean> {
  const rows = await run(
    `insert into partner_notification_emails (partner_id, email) values ($1, $2)
     on conflict (partner_id, email) do nothing returning id`,
    [partnerId, email],
  );
  return rows.length > 0;
}

/** Removes the address; false when the partner did not have it. */
export async function deleteNotification(
  run: RawQuery,
  partnerId: number,
  email: string,
): Promise<boolean> {
  const rows = await run(
    'delete from partner_notification_emails where partner_id = $1 and email = $2 returning id',
    [partnerId, email],
  );
  return rows.length > 0;
}
