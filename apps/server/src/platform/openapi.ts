import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { policies } from '@paydesk/domain/access';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { serverVersion } from '../server-root';
import { markRoutesPublic } from './access-policy';

/** OpenAPI 3.1 generated from the zod route schemas; served as JSON and browsable. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Paydesk API',
        version: serverVersion,
        description:
          'Merchant portal and admin back office API. Money is in cents (integer minor units). ' +
          'Every failure answers `{ error_message, errors? }`.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });

  app.get(
    '/api/openapi.json',
    { schema: { hide: true }, config: { policy: policies.public } },
    async () => app.swagger(),
  );

  await app.register(async (docs) => {
    markRoutesPublic(docs);
    await docs.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      uiConfig: { url: '/api/openapi.json', deepLinking: true },
    });
  });
}
