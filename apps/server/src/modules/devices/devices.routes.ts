import type { CreatedDevicePin } from '@paydesk/domain/devices';
import * as devices from '@paydesk/domain/endpoints/devices';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/access-policy';
import { serveEndpoint } from '../../platform/endpoint-route';
import { routeMerchant } from '../../platform/route-merchant';
import { createDevicePin, devicePins, expireDevicePin, requireDevices } from './devices.service';

/**
 * Device PINs (part 1 §2 /device-management, §7 device pins): the guard admits the account's
 * merchant admins only; the account's processor and POS flag are checked before a write's
 * transaction opens (403), so a refused call stores nothing. The create answer's PIN is kept
 * encrypted (`app.cipher`) in its Idempotency-Key row, so a retry of a lost answer gets it
 * again and no table holds it in clear.
 */
export async function deviceRoutes(app: FastifyInstance): Promise<void> {
  const flagBeforeTransaction = async (request: Parameters<typeof routeMerchant>[0]) => {
    requireDevices(routeMerchant(request));
    return undefined;
  };

  serveEndpoint(app, devices.getDevicePins, {
    handler: async (request) =>
      devicePins(app.database.query, routeMerchant(request), app.clock.now()),
  });

  serveEndpoint(app, devices.createDevicePin, {
    beforeTransaction: flagBeforeTransaction,
    handler: async (request, _reply, tx) =>
      createDevicePin(tx, routeMerchant(request), actorOf(request), request.body, app.clock.now()),
    storedAnswer: {
      seal: (answer) => ({ ...answer, pin: app.cipher.encrypt(answer.pin) }),
      open: (stored) => {
        const sealed = stored as CreatedDevicePin;
        return { ...sealed, pin: app.cipher.decrypt(sealed.pin) };
      },
    },
  });

  serveEndpoint(app, devices.expireDevicePin, {
    beforeTransaction: flagBeforeTransaction,
    handler: async (request, _reply, tx) =>
      expireDevicePin(
        tx,
        routeMerchant(request),
        actorOf(request),
        request.params.pinId,
        app.clock.now(),
      ),
  });
}
