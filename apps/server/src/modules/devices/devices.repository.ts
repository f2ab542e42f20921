import type { RawQuery } from '../../db/client';

/** SQL of the devices module: an account's device PINs, one locked, insert and expire. */

const PIN_SELECT = `p.id, p.description,
  to_char(p.active_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as active_date,
  to_char(p.expire_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as expire_date,
  to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
  case when u.id is null then null else u.first_name || ' ' || u.last_name end as created_by`;

export interface PinRow {
  id: number;
  description: string;
  active_date: string;
  expire_date: string | null;
  created_at: string;
  created_by: string | null;
}

/** The account's PINs, newest first (never their hashes). */
export async function pinsOf(run: RawQuery, merchantId: number, limit: number): Promise<PinRow[]> {
  return run<PinRow>(
    `select ${PIN_SELECT} from device_pins p left join users u on u.id = p.created_by_user_id
      where p.merchant_id = $1 order by p.created_at desc, p.id desc limit $2`,
    [merchantId, limit],
  );
}

export async function pinOf(
  run: RawQuery,
  merchantId: number,
  pinId: number,
  options: { lock?: boolean } = {},
): Promise<PinRow | undefined> {
  const [row] = await run<PinRow>(
    `select ${PIN_SELECT} from device_pins p left join users u on u.id = p.created_by_user_id
      where p.merchant_id = $1 and p.id = $2 ${options.lock ? 'for update of p' : ''}`,
    [merchantId, pinId],
  );
  return row;
}

export async function insertPin(
  run: RawQuery,
  values: {
    merchantId: number;
    pinHash: string;
    description: string;
    activeDate: Date;
    expireDate: Date | null;
    userId: number;
    createdAt: Date;
  },
): Promise<number> {
  const [row] = await run<{ id: number }>(
    `insert into device_pins
       (merchant_id, pin_hash, description, active_date, expire_date, created_by_user_id, created_at)
     values ($1, $2, $3, $4::timestamptz, $5::timestamptz, $6, $7::timestamptz) returning id`,
    [
      values.merchantId,
      values.pinHash,
      values.description,
      values.activeDate.toISOString(),
      values.expireDate?.toISOString() ?? null,
      values.userId,
      values.createdAt.toISOString(),
    ],
  );
  if (!row) throw new Error('insert into device_pins returned no row');
  return Number(row.id);
}

export async function expirePinAt(
  run: RawQuery,
  merchantId: number,
  pinId: number,
  at: Date,
): Promise<void> {
  await run(
    'update device_pins set expire_date = $3::timestamptz where merchant_id = $1 and id = $2',
    [merchantId, pinId, at.toISOString()],
  );
}
