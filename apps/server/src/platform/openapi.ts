import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { policies } from '@paydesk/domain/access';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { serverVersion } from '../server-root';
import { markRoutesPublic } from './access-policy';

type Operation = {
  parameters?: { name: string; in: string }[];
  responses?: Record<string, { content?: Record<string, unknown> }>;
};

/**
 * List endpoints answer their page as JSON, or with `download=csv` the same query as a CSV
 * file (platform/lists): the document says so on each operation that takes `download`.
 */
function withCsvDownloads<T>(document: T): T {
  const paths = (document as { paths?: Record<string, Record<string, Operation>> }).paths ?? {};
  for (const operations of Object.values(paths)) {
    for (const operation of Object.values(operations)) {
      const download = operation.parameters?.some((p) => p.in === 'query' && p.name === 'download');
      const ok = operation.responses?.['200'];
      if (!download || !ok?.content) continue;
      ok.content['text/csv'] = {
        schema: {
          type: 'string',
          description:
            'With download=csv: every row the query matches, as RFC 4180 CSV with a header row.',
        },
      };
    }
  }
  return document;
}

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
    transformObject: (input) => withCsvDownloads(jsonSchemaTransformObject(input)),
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
