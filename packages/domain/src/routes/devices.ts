import { policies } from '../access';
import { defineRoute } from '../endpoint';

/**
 * Routes of device pins (the declarations: endpoints/devices.ts): a merchant admin of the
 * account only; the service also needs processor 3 and enablePosDevices (403 otherwise).
 */
const access = policies.merchant({ param: 'id' }, { merchantAdmin: true });

export const getDevicePins = defineRoute({
  method: 'GET',
  path: '/merchants/:id/device-pins',
  access,
});

export const createDevicePin = defineRoute({
  method: 'POST',
  path: '/merchants/:id/device-pins',
  access,
  idempotent: true,
});

export const expireDevicePin = defineRoute({
  method: 'POST',
  path: '/merchants/:id/device-pins/:pinId/expire',
  access,
  idempotent: true,
});
