/**
 * The security harness checks itself: a scratch app carries deliberately broken routes (a
 * policy registered unlike its declaration, a handler that fails, another merchant's user
 * handed out, an id kind the harness does not know, an answer outside the error shape, a
 * stripped security header), and each part of the harness must report each of them. If one
 * of these tests fails, the harness has gone blind to that kind of bug.
 */
import { policies } from '@paydesk/domain/access';
import { defineEndpoint } from '@paydesk/domain/endpoint';
import { idParam, merchantIdParam, type ObjectKind } from '@paydesk/domain/ids';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { users } from '../../src/db/schema';
import { serveEndpoint } from '../../src/platform/endpoint-route';
import { fuzzOperation } from './lib/fuzz';
import { createHarness } from './lib/harness';
import { matrixViolations } from './lib/matrix';
import { objectViolations } from './lib/objects';
import type { Operation } from './lib/operations';
import { scratchApp } from './lib/scratch-app';

const ok = { status: 200, schema: z.object({ ok: z.boolean() }) } as const;
const sabotage = {
  wrongPolicy: defineEndpoint({
    method: 'GET',
    path: '/harness/wrong-policy',
    access: policies.admin('can-view-users'),
    tags: ['harness'],
    summary: 'Declared for admins holding can-view-users, registered as signed-in',
    response: ok,
  }),
  boom: defineEndpoint({
    method: 'GET',
    path: '/harness/boom',
    access: policies.public,
    tags: ['harness'],
    summary: 'A handler that fails',
    query: z.object({ q: z.string().optional() }),
    response: ok,
  }),
  leak: defineEndpoint({
    method: 'GET',
    path: '/harness/merchants/:id/users/:userId',
    access: policies.merchant({ param: 'id' }),
    tags: ['harness'],
    summary: 'Hands out any user, whoever the merchant',
    params: z.object({ id: merchantIdParam(), userId: idParam('user', 'A user id') }),
    response: { status: 200, schema: z.object({ email: z.string() }) },
  }),
  unknownKind: defineEndpoint({
    method: 'GET',
    path: '/harness/merchants/:id/planets/:planetId',
    access: policies.merchant({ param: 'id' }),
    tags: ['harness'],
    summary: 'An id kind the harness cannot look up',
    params: z.object({
      id: merchantIdParam(),
      // A kind no OBJECT_KINDS entry knows (every kind of ids.ts has one).
      planetId: idParam('planet' as ObjectKind, 'A planet id'),
    }),
    response: ok,
  }),
  badShape: defineEndpoint({
    method: 'POST',
    path: '/harness/echo',
    access: policies.public,
    tags: ['harness'],
    summary: 'Answers a 400 of its own shape for a negative number',
    body: z.object({ n: z.number() }),
    response: ok,
  }),
  noHeaders: defineEndpoint({
    method: 'GET',
    path: '/harness/no-headers',
    access: policies.signedIn,
    tags: ['harness'],
    summary: 'Strips a security header',
    response: ok,
  }),
};

const t = await scratchApp((app) => {
  app.route({
    method: 'GET',
    url: '/api/harness/wrong-policy',
    schema: { security: [{ bearer: [] }], response: { 200: ok.schema } },
    config: { policy: policies.signedIn, endpoint: sabotage.wrongPolicy },
    handler: async () => ({ ok: true }),
  });
  serveEndpoint(app, sabotage.boom, {
    handler: async () => {
      throw new Error('harness: boom');
    },
  });
  serveEndpoint(app, sabotage.leak, {
    handler: async (request, _reply, db) => {
      const [row] = await db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, request.params.userId));
      return { email: row?.email ?? '' };
    },
  });
  serveEndpoint(app, sabotage.unknownKind, { handler: async () => ({ ok: true }) });
  serveEndpoint(app, sabotage.badShape, {
    handler: async (request, reply) => {
      // A string body skips the response schema (an object outside it would be a 500).
      if (request.body.n < 0) return reply.code(400).type('text/plain').send('negative');
      return { ok: true };
    },
  });
  serveEndpoint(app, sabotage.noHeaders, {
    handler: async (_request, reply) => {
      reply.removeHeader('strict-transport-security');
      return { ok: true };
    },
  });
});
const h = await createHarness(t.app, t.database, {
  only: (op) => op.url.startsWith('/api/harness/'),
  serverLog: t.serverLog,
});
const op = (path: string): Operation => {
  const found = h.operations.find((o) => o.url === `/api${path}`);
  if (!found) throw new Error(`no sabotaged route ${path}`);
  return found;
};
const joined = (problems: string[]) => problems.join('\n');

describe('the harness sees the bugs planted in a scratch app', () => {
  it('matrix: a route registered with another policy than its declaration', async () => {
    const problems = joined(await matrixViolations(h, op(sabotage.wrongPolicy.path)));
    expect(problems).toContain(
      'is registered with policy {"kind":"signed-in"} but its endpoint declares',
    );
    expect(problems).toMatch(/as merchant user of \d+ → 200, expected 403/);
    expect(problems).toMatch(/as admin lacking can-view-users → 200, expected 403/);
  });

  it('matrix: a 5xx, and an answer without a security header', async () => {
    const boom = joined(await matrixViolations(h, op(sabotage.boom.path)));
    expect(boom).toMatch(/as anonymous → 500: answered 500/);
    expect(boom).toMatch(
      /the server logged Error: harness: boom \(at src\/|the server logged Error: harness: boom/,
    );
    expect(joined(await matrixViolations(h, op(sabotage.noHeaders.path)))).toContain(
      '200 lacks the security headers strict-transport-security',
    );
  });

  it('matrix and objects: an x-object kind without a lookup fails, naming the kind', async () => {
    expect(joined(await matrixViolations(h, op(sabotage.unknownKind.path)))).toContain(
      "carries x-object 'planet', which the security harness cannot look up",
    );
    expect(joined(await objectViolations(h, op(sabotage.unknownKind.path)))).toContain(
      "Add 'planet' to OBJECT_KINDS",
    );
  });

  it('objects: another merchant’s user handed out (2xx, and the e-mail in the answer)', async () => {
    const problems = joined(await objectViolations(h, op(sabotage.leak.path)));
    expect(problems).toMatch(/user \d+ of another merchant in path "userId"\): answered a 2xx/);
    expect(problems).toMatch(/the answer holds the foreign user's [^\n]*@paydesk\.test/);
    expect(problems).not.toMatch(/in path "id"\): answered a 2xx/);
  });

  it('fuzz: a 5xx, and a 400 outside the one error shape', async () => {
    await expect(fuzzOperation(h, op(sabotage.boom.path), { seed: 1, runs: 10 })).rejects.toThrow(
      /answered 500/,
    );
    await expect(
      fuzzOperation(h, op(sabotage.badShape.path), { seed: 1, runs: 30 }),
    ).rejects.toThrow(/400 answered content-type "text\/plain", not JSON/);
  });
});
