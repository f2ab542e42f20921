import * as twoFactor from '@paydesk/domain/endpoints/two-factor';
import type { FastifyInstance } from 'fastify';
import { actorOf, identityOf } from '../../platform/access-policy';
import { serveEndpoint } from '../../platform/endpoint-route';
import { originOf } from '../../platform/request-origin';
import {
  confirmTwoFactor,
  disableTwoFactor,
  enrolTwoFactor,
  regenerateRecoveryCodes,
  resetTwoFactor,
  twoFactorStatus,
} from './two-factor.service';
import { type TwoFactorContext, twoFactorContextFor } from './two-factor-context';
import {
  confirmTwoFactorSetup,
  signInWithTwoFactor,
  startTwoFactorSetup,
} from './two-factor-sign-in.service';

/**
 * Staff two-factor sign-in (beyond the spec; docs/api.md "Two-factor sign-in"): the sign-in
 * steps (public, under the sign-in's rate limits), the signed-in enrolment, an admin's reset.
 */
export async function twoFactorRoutes(
  app: FastifyInstance,
  { ctx, rateLimit }: { ctx: TwoFactorContext; rateLimit: { max: number; timeWindow: number } },
): Promise<void> {
  serveEndpoint(app, twoFactor.signInWithTwoFactor, {
    rateLimit,
    handler: async (request) => signInWithTwoFactor(ctx, request.body, originOf(request)),
  });
  serveEndpoint(app, twoFactor.startTwoFactorSetup, {
    rateLimit,
    handler: async (request) => startTwoFactorSetup(ctx, request.body, originOf(request)),
  });
  serveEndpoint(app, twoFactor.confirmTwoFactorSetup, {
    rateLimit,
    handler: async (request) => confirmTwoFactorSetup(ctx, request.body, originOf(request)),
  });

  const on = (db: Parameters<typeof twoFactorContextFor>[1]) => twoFactorContextFor(app, db);
  // The secret and the recovery codes are shown once: an Idempotency-Key replay keeps them
  // sealed with the field cipher, never in clear.
  const sealed = <T extends object>(keys: readonly (keyof T & string)[]) => ({
    seal: (answer: T) =>
      Object.fromEntries(
        Object.entries(answer).map(([key, value]) => [
          key,
          keys.includes(key as keyof T & string)
            ? app.cipher.encrypt(JSON.stringify(value))
            : value,
        ]),
      ),
    open: (stored: unknown) =>
      Object.fromEntries(
        Object.entries(stored as Record<string, unknown>).map(([key, value]) => [
          key,
          keys.includes(key as keyof T & string)
            ? JSON.parse(app.cipher.decrypt(String(value)))
            : value,
        ]),
      ) as T,
  });

  serveEndpoint(app, twoFactor.getTwoFactor, {
    handler: async (request) => twoFactorStatus(on(undefined), identityOf(request)),
  });
  serveEndpoint(app, twoFactor.enrolTwoFactor, {
    handler: async (request, _reply, tx) => enrolTwoFactor(on(tx), identityOf(request), request.ip),
    storedAnswer: sealed(['secret', 'otpauthUrl', 'qrSvg']),
  });
  serveEndpoint(app, twoFactor.confirmTwoFactor, {
    handler: async (request, _reply, tx) =>
      confirmTwoFactor(on(tx), identityOf(request), request.ip, request.body.code),
    storedAnswer: sealed(['recoveryCodes']),
  });
  serveEndpoint(app, twoFactor.regenerateRecoveryCodes, {
    handler: async (request, _reply, tx) =>
      regenerateRecoveryCodes(on(tx), identityOf(request), request.ip, request.body.code),
    storedAnswer: sealed(['recoveryCodes']),
  });
  serveEndpoint(app, twoFactor.disableTwoFactor, {
    handler: async (request, _reply, tx) =>
      disableTwoFactor(on(tx), identityOf(request), request.ip, request.body.code),
  });
  serveEndpoint(app, twoFactor.resetTwoFactor, {
    handler: async (request, _reply, tx) =>
      resetTwoFactor(on(tx), actorOf(request), request.params.id),
  });
}
