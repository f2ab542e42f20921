import { VALIDATION_ERROR_MESSAGE } from '@paydesk/domain/errors';
import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { handleError } from './error-handler';
import { Conflict, Forbidden } from './errors';

async function appWithRoutes() {
  const lines: string[] = [];
  const app = Fastify({
    logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  app.post(
    '/things/:id',
    {
      schema: {
        params: z.object({ id: z.coerce.number().int() }),
        body: z.object({
          email: z.email('The email is invalid'),
          owner: z.object({ firstName: z.string().min(1, 'First name is required') }),
        }),
      },
    },
    async () => ({ ok: true }),
  );
  app.get('/conflict', async () => {
    throw new Conflict('Already refunded');
  });
  app.get('/forbidden', async () => {
    throw new Forbidden();
  });
  app.get('/crash', async () => {
    throw new Error('connection string postgres://secret@db leaked');
  });
  app.get(
    '/bad-response',
    { schema: { response: { 200: z.object({ n: z.number() }) } } },
    () => ({ n: 'not a number' }) as unknown as { n: number },
  );
  await app.ready();
  return { app, lines };
}

describe('the error handler', () => {
  it('answers a validation failure with 400, the spec message and errors per field', async () => {
    const { app } = await appWithRoutes();
    const res = await app.inject({
      method: 'POST',
      url: '/things/7',
      payload: { email: 'nope', owner: { firstName: '' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error_message: VALIDATION_ERROR_MESSAGE,
      errors: { email: ['The email is invalid'], 'owner.firstName': ['First name is required'] },
    });
  });

  it('names the path parameter that failed', async () => {
    const { app } = await appWithRoutes();
    const res = await app.inject({ method: 'POST', url: '/things/abc', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['id']);
  });

  it('answers malformed JSON with 400 in the one shape', async () => {
    const { app } = await appWithRoutes();
    const res = await app.inject({
      method: 'POST',
      url: '/things/1',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error_message: expect.any(String) });
  });

  it('maps application errors to their status and message', async () => {
    const { app } = await appWithRoutes();
    const conflict = await app.inject('/conflict');
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({ error_message: 'Already refunded' });
    const forbidden = await app.inject('/forbidden');
    expect(forbidden.statusCode).toBe(403);
  });

  it('hides internals of a 5xx and logs them with the request id', async () => {
    const { app, lines } = await appWithRoutes();
    const res = await app.inject('/crash');
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(JSON.stringify(body)).not.toContain('postgres://');
    const logged = lines.map((line) => JSON.parse(line)).find((entry) => entry.level === 50);
    expect(logged.err.message).toContain('postgres://secret@db');
    expect(body.error_message).toContain(logged.reqId);
  });

  it('treats a response that breaks its own schema as a 500, not a client error', async () => {
    const { app } = await appWithRoutes();
    const res = await app.inject('/bad-response');
    expect(res.statusCode).toBe(500);
    expect(res.json().error_message).toMatch(/^Something went wrong on our side/);
  });
});
