import type { FastifyInstance, InjectOptions } from 'fastify';
import type { DatabaseHandle } from '../../../src/db/client';
import { DEMO_MERCHANT_IDS } from '../../../src/demo/demo-identity';
import { type Answer, answerProblems } from './checks';
import { listOperations, type Operation } from './operations';
import {
  adminLacking,
  adminWithAll,
  adminWithNone,
  type Principal,
  Principals,
} from './principals';
import { type BuiltRequest, buildValidRequest, injectOf } from './requests';
import type { ServerLog } from './server-log';

/**
 * The shared set-up of the security harness: the operations (inventory + OpenAPI), two
 * merchants and the cast of callers, and one way to send a request and check its answer.
 */
export interface Cast {
  anonymous: Principal;
  /** Whose e-mail and tokens fill an anonymous caller's public requests (sign-in, refresh …). */
  subject: Principal;
  /** Users of merchant A, the merchant every merchant-scoped request is about. */
  sameMerchant: Principal[];
  /** Users of merchant B only. */
  otherMerchant: Principal[];
  /** Of sameMerchant: the plain user (no merchant permission) and the merchant admin. */
  sameMerchantUser: Principal;
  sameMerchantAdmin: Principal;
  adminAll: Principal;
  adminNone: Principal;
  /** An admin holding every key but `key` (held, disabled); created once per key. */
  adminLacking(key: string): Promise<Principal>;
}

export interface Harness {
  app: FastifyInstance;
  database: DatabaseHandle;
  principals: Principals;
  operations: Operation[];
  /** Document operations no route serves. */
  orphans: string[];
  merchantA: number;
  merchantB: number;
  cast: Cast;
  serverLog: ServerLog | undefined;
}

export interface HarnessOptions {
  /** Only operations whose label this accepts (the self-check walks its sabotaged routes). */
  only?: (op: Operation) => boolean;
  /** The app's error log (names the exception behind a 5xx in failure messages). */
  serverLog?: ServerLog;
}

/** Needs the demo merchants (seedIdentity) in the database. */
export async function createHarness(
  app: FastifyInstance,
  database: DatabaseHandle,
  options: HarnessOptions = {},
): Promise<Harness> {
  const { operations, orphans } = await listOperations(app);
  const principals = new Principals(app, database);
  const merchantA = DEMO_MERCHANT_IDS.outfitters;
  const merchantB = DEMO_MERCHANT_IDS.bistro;
  const user = (merchantId: number, merchantAdmin: boolean) =>
    ({ kind: 'merchant-user', merchantIds: [merchantId], merchantAdmin }) as const;
  const [subject, userA, adminOfA, userB, adminOfB, adminAll, adminNone] = await Promise.all([
    principals.create(`subject (merchant user of ${merchantA})`, user(merchantA, false)),
    principals.create(`merchant user of ${merchantA}`, user(merchantA, false)),
    principals.create(`merchant admin of ${merchantA}`, user(merchantA, true)),
    principals.create(`merchant user of ${merchantB}`, user(merchantB, false)),
    principals.create(`merchant admin of ${merchantB}`, user(merchantB, true)),
    principals.create('admin holding every key', adminWithAll),
    principals.create('admin holding no key', adminWithNone),
  ]);
  const lacking = new Map<string, Promise<Principal>>();
  const cast: Cast = {
    anonymous: principals.anonymous(),
    subject,
    sameMerchant: [userA, adminOfA],
    otherMerchant: [userB, adminOfB],
    sameMerchantUser: userA,
    sameMerchantAdmin: adminOfA,
    adminAll,
    adminNone,
    adminLacking(key) {
      let found = lacking.get(key);
      if (!found) {
        found = principals.create(`admin lacking ${key}`, adminLacking(key));
        lacking.set(key, found);
      }
      return found;
    },
  };
  return {
    app,
    database,
    principals,
    operations: options.only ? operations.filter(options.only) : operations,
    orphans,
    merchantA,
    merchantB,
    cast,
    serverLog: options.serverLog,
  };
}

/** Whose credentials a principal's request carries: its own, or the subject's for anonymous. */
export const ownerOf = (h: Harness, principal: Principal) =>
  principal.role.kind === 'anonymous' ? h.cast.subject : principal;

/** A valid request of `op` as `principal` would send it about merchant A. */
export async function validRequestFor(
  h: Harness,
  op: Operation,
  principal: Principal,
  merchantId = h.merchantA,
): Promise<BuiltRequest> {
  await h.principals.live(principal);
  const owner = await h.principals.live(ownerOf(h, principal));
  return buildValidRequest(op, { database: h.database, owner, merchantId });
}

export interface Sent {
  answer: Answer;
  /** What is wrong with the answer whatever the request (5xx, shape, headers). */
  problems: string[];
  options: InjectOptions;
}

/** Sends, checks the answer, and keeps the caller's credentials in step with it. */
export async function send(
  h: Harness,
  op: Operation,
  principal: Principal,
  options: InjectOptions,
  body: unknown,
): Promise<Sent> {
  const res = await h.app.inject(options);
  const answer: Answer = { statusCode: res.statusCode, headers: res.headers, body: res.body };
  h.principals.absorb(ownerOf(h, principal), { method: op.method, body }, answer);
  const problems = answerProblems(answer, { url: String(options.url ?? op.url) });
  const logged = answer.statusCode >= 500 && h.serverLog?.errorOf(res.headers['x-request-id']);
  if (logged) problems.push(`the server logged ${logged}`);
  return { answer, problems, options };
}

/** Builds and sends a valid request of `op` as `principal`. */
export async function sendValid(
  h: Harness,
  op: Operation,
  principal: Principal,
  merchantId = h.merchantA,
): Promise<Sent & { request: BuiltRequest }> {
  const request = await validRequestFor(h, op, principal, merchantId);
  const sent = await send(h, op, principal, injectOf(op, request, principal), request.body);
  return { ...sent, request };
}

/** "GET /api/x?y as merchant user of 100002 → 403" for failure messages. */
export const describeCall = (principal: Principal, sent: Sent) =>
  `${sent.options.method} ${sent.options.url} as ${principal.name} → ${sent.answer.statusCode}`;
