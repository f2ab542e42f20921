import {
  createDevicePinSchema,
  createdDevicePinSchema,
  devicePinListSchema,
  devicePinParams,
  devicePinSchema,
} from '../devices';
import { defineEndpoint } from '../endpoint';
import { merchantIdParams } from '../ids';
import * as route from '../routes/devices';

/**
 * Device pins (part 1 §2 /device-management, §7). A merchant admin of the account only, and the
 * account must be on processor 3 with enablePosDevices (403 otherwise).
 */
const tags = ['devices'];

export const getDevicePins = defineEndpoint({
  ...route.getDevicePins,
  tags,
  summary: "The account's device PINs, newest first",
  description: 'The latest 200, with their status now. The PINs themselves are never answered.',
  params: merchantIdParams,
  response: { status: 200, schema: devicePinListSchema },
  errors: [404],
});

export const createDevicePin = defineEndpoint({
  ...route.createDevicePin,
  tags,
  summary: 'Create a device PIN (answered once)',
  description:
    'A random 6-digit PIN, stored hashed (scrypt) and answered only here: a replay of the same ' +
    'Idempotency-Key does not answer it again (pin "000000" is never issued; the replay answers the record with ' +
    "the PIN masked). Dates are days of the account's time zone. Audited `device-pin-create` (never the PIN).",
  params: merchantIdParams,
  body: createDevicePinSchema,
  response: { status: 201, schema: createdDevicePinSchema },
  errors: [422],
});

export const expireDevicePin = defineEndpoint({
  ...route.expireDevicePin,
  tags,
  summary: 'Expire a device PIN now',
  description: 'A PIN already expired is refused (422). Audited `device-pin-expire`.',
  params: devicePinParams,
  response: { status: 200, schema: devicePinSchema },
  errors: [404, 422],
});
