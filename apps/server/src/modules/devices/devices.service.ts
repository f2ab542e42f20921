import { randomInt } from 'node:crypto';
import { addDays, todayIn, zonedTimeToInstant } from '@paydesk/domain/date-presets';
import {
  DEVICE_PIN_LIMITS,
  DEVICE_PIN_MESSAGES,
  devicePinStatus,
} from '@paydesk/domain/device-pin-fields';
import type {
  CreateDevicePin,
  CreatedDevicePin,
  DevicePin,
  DevicePinList,
} from '@paydesk/domain/devices';
import { type Database, type RawQuery, sqlQuery } from '../../db/client';
import { type Actor, recordSuccess, refuseAttempt } from '../../platform/audit';
import { Forbidden, NotFound, ValidationFailed } from '../../platform/errors';
import { hashPassword } from '../../platform/passwords';
import type { Merchant } from '../../platform/route-merchant';
import { expirePinAt, insertPin, type PinRow, pinOf, pinsOf } from './devices.repository';

/**
 * Device PINs (part 1 §2 /device-management). The guard admits only the account's merchant
 * admins; the account must also be on processor 3 with point-of-sale devices enabled (403,
 * checked before any transaction opens). A PIN is six random digits, stored as a salted scrypt
 * hash, answered once by the create call and never logged or audited.
 */

/** Every device call: 403 unless the account is on processor 3 with POS devices enabled. */
export function requireDevices(merchant: Merchant): Merchant {
  if (merchant.processorId !== 3 || !merchant.enablePosDevices) {
    throw new Forbidden(DEVICE_PIN_MESSAGES.notEnabled);
  }
  return merchant;
}

function toPin(row: PinRow, now: Date): DevicePin {
  const pin = {
    id: Number(row.id),
    description: row.description,
    activeDate: row.active_date,
    expireDate: row.expire_date,
    createdAt: row.created_at,
    createdBy: row.created_by,
  };
  return { ...pin, status: devicePinStatus(pin, now) };
}

export async function devicePins(
  run: RawQuery,
  merchant: Merchant,
  now: Date,
): Promise<DevicePinList> {
  requireDevices(merchant);
  const rows = await pinsOf(run, merchant.id, DEVICE_PIN_LIMITS.list);
  return { data: rows.map((row) => toPin(row, now)) };
}

/** Six random digits (a uniform draw, leading zeros kept). */
const newPin = () => String(randomInt(0, 10 ** DEVICE_PIN_LIMITS.pinDigits)).padStart(6, '0');

const MIDNIGHT = { hour: 0, minute: 0, second: 0 };

/**
 * Creates a PIN: active from the start of `activeDate` in the account's zone (now when it is
 * today or omitted), through the end of `expireDate` (no end when omitted). Audited
 * `device-pin-create` with the id, description and dates, never the PIN.
 */
export async function createDevicePin(
  tx: Database,
  merchant: Merchant,
  actor: Actor,
  body: CreateDevicePin,
  now: Date,
): Promise<CreatedDevicePin> {
  requireDevices(merchant);
  const today = todayIn(merchant.timezone, now);
  if (body.activeDate && body.activeDate < today) {
    throw new ValidationFailed({ activeDate: [DEVICE_PIN_MESSAGES.activeInPast] });
  }
  if (body.expireDate && body.expireDate < (body.activeDate ?? today)) {
    throw new ValidationFailed({ expireDate: [DEVICE_PIN_MESSAGES.expireBeforeActive] });
  }
  const activeDate =
    body.activeDate && body.activeDate > today
      ? zonedTimeToInstant(body.activeDate, MIDNIGHT, merchant.timezone)
      : now;
  const expireDate = body.expireDate
    ? zonedTimeToInstant(addDays(body.expireDate, 1), MIDNIGHT, merchant.timezone)
    : null;
  const pin = newPin();
  const run = sqlQuery(tx);
  const id = await insertPin(run, {
    merchantId: merchant.id,
    pinHash: await hashPassword(pin),
    description: body.description,
    activeDate,
    expireDate,
    userId: actor.userId,
    createdAt: now,
  });
  await recordSuccess(tx, actor, {
    action: 'device-pin-create',
    details: {
      merchantId: merchant.id,
      pinId: id,
      description: body.description,
      activeDate: activeDate.toISOString(),
      expireDate: expireDate?.toISOString() ?? null,
    },
  });
  const row = await pinOf(run, merchant.id, id);
  if (!row) throw new NotFound(DEVICE_PIN_MESSAGES.notFound);
  return { pin, devicePin: toPin(row, now) };
}

/** Expires a PIN now (refused, 422, when it already has). Audited `device-pin-expire`. */
export async function expireDevicePin(
  tx: Database,
  merchant: Merchant,
  actor: Actor,
  pinId: number,
  now: Date,
): Promise<DevicePin> {
  requireDevices(merchant);
  const run = sqlQuery(tx);
  const row = await pinOf(run, merchant.id, pinId, { lock: true });
  if (!row) throw new NotFound(DEVICE_PIN_MESSAGES.notFound);
  const details = { merchantId: merchant.id, pinId, description: row.description };
  if (toPin(row, now).status === 'expired') {
    return refuseAttempt(
      tx,
      actor,
      { action: 'device-pin-expire', details },
      DEVICE_PIN_MESSAGES.alreadyExpired,
    );
  }
  await expirePinAt(run, merchant.id, pinId, now);
  await recordSuccess(tx, actor, {
    action: 'device-pin-expire',
    details: { ...details, expireDate: now.toISOString() },
  });
  const expired = await pinOf(run, merchant.id, pinId);
  if (!expired) throw new NotFound(DEVICE_PIN_MESSAGES.notFound);
  return toPin(expired, now);
}
