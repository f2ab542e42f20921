import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import type { Mailer } from '../../platform/mail';
import { accountRoutes } from './account.routes';
import { authRoutes } from './auth.routes';
import { devRoutes } from './dev.routes';
import type { IdentityContext } from './identity-context';
import { ssoRoutes } from './sso.routes';

export function createIdentityContext(options: {
  config: Config;
  database: DatabaseHandle;
  tokenKey: Uint8Array;
  mailer: Mailer;
  now?: (() => Date) | undefined;
}): IdentityContext {
  return {
    db: options.database.db,
    tokenKey: options.tokenKey,
    mailer: options.mailer,
    publicUrl: options.config.publicUrl,
    now: options.now ?? (() => new Date()),
  };
}

export async function registerIdentityRoutes(
  app: FastifyInstance,
  ctx: IdentityContext,
  config: Config,
): Promise<void> {
  await app.register(authRoutes, { ctx, rateLimit: config.authRateLimit });
  await app.register(accountRoutes, { ctx });
  await app.register(ssoRoutes, { ctx, rateLimit: config.authRateLimit });
  if (config.nodeEnv !== 'production') await app.register(devRoutes, { ctx });
}
