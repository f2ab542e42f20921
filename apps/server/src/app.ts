import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { DestinationStream } from 'pino';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { clientErrorRoutes } from './modules/client-errors/client-errors.routes';
import { healthRoutes } from './modules/health/health.routes';
import { createIdentityContext, registerIdentityRoutes } from './modules/identity/identity.plugin';
import { createIdentityProvider } from './modules/identity/identity-provider';
import { merchantRoutes } from './modules/merchants/merchants.routes';
import { overviewRoutes } from './modules/overview/overview.routes';
import { volumeRoutes } from './modules/overview/volume.routes';
import { registerAccessPolicies } from './platform/access-policy';
import { handleError } from './platform/error-handler';
import { loggerOptions } from './platform/logger';
import { createMailer } from './platform/mail';
import { registerOpenApi } from './platform/openapi';
import { registerRateLimits } from './platform/rate-limit';
import { loadAuthSecret } from './platform/secrets';
import { registerSecurityHeaders } from './platform/security';
import { registerWebApp } from './platform/web-app';
import { webDistFolder } from './server-root';

/** Largest JSON body accepted; file uploads get their own limit on their routes. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** The built web app to serve; defaults to apps/web/dist. */
  webDist?: string;
  /** Where log lines go (stdout by default; tests pass a stream to read them back). */
  logStream?: DestinationStream;
  /** The rate-limit counters' store (`REDIS_URL`, see platform/redis.ts); closed with the app. */
  redis?: Redis;
  /** The clock of the identity rules (tests move it to expire codes and sessions). */
  now?: () => Date;
}

/** Builds the whole server; used by main.ts and by every test. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(options.config.logLevel, options.logStream),
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: () => randomUUID(),
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const { config, database } = options;
  const identity = createIdentityContext({
    config,
    database,
    tokenKey: loadAuthSecret({ authSecret: config.authSecret, dataDir: config.dataDir }),
    mailer: createMailer({ db: database.db, smtpUrl: config.smtpUrl, from: config.mailFrom }),
    now: options.now,
  });

  registerAccessPolicies(app, createIdentityProvider(identity));
  await registerSecurityHeaders(app);
  const { redis } = options;
  if (redis) {
    redis.on('error', (error) =>
      app.log.warn({ err: error }, 'Redis does not answer: rate limits are not counted meanwhile'),
    );
    app.addHook('onClose', async () => void (await redis.quit()));
  }
  await registerRateLimits(app, { redis });
  await registerOpenApi(app);

  await app.register(healthRoutes, { database: options.database });
  await app.register(clientErrorRoutes, { database: options.database });
  await registerIdentityRoutes(app, identity, config);
  await app.register(merchantRoutes, { database, mailer: identity.mailer });
  await app.register(overviewRoutes, { database });
  await app.register(volumeRoutes, { database });

  await registerWebApp(app, options.webDist ?? webDistFolder);
  return app;
}
