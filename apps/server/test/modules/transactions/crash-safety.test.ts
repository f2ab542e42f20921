import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { recordSale } from '../../../src/ledger/ledger-operations';
import { reconcile } from '../../../src/ledger/reconciliation';
import { inWriteTransaction } from '../../../src/platform/write-transaction';
import { createProcessors } from '../../../src/processors/processor-registry';
import { demoPassword, seedIdentity } from '../../support/identity';
import {
  freePort,
  type ServerDatabase,
  type ServerProcess,
  serverDatabase,
  startServer,
} from '../../support/server-process';

/**
 * Crash safety of the money actions (issue "Tests": Crash safety): the real server in a child
 * process; 20 clients send refunds and terminal payments, each with its own Idempotency-Key;
 * the server is SIGKILLed mid-stream and started again on the same database; every request
 * that got no answer is sent again with its key. Then every acknowledged write is in the
 * ledger exactly once, no write is doubled, each retried key took effect once, and db:check's
 * checks pass. PGlite by default, PostgreSQL with TEST_DATABASE_URL.
 */

const CLIENTS = 20;
const REQUESTS_PER_CLIENT = 8;
/** The server is killed once this many answers have come back. */
const KILL_AFTER_ANSWERS = 50;
const MERCHANTS = [100001, 100002] as const;
const SALES_PER_MERCHANT = 10;
const SALE_CENTS = 20_000;
const REFUND_CENTS = 100;

interface Planned {
  key: string;
  kind: 'refund' | 'payment';
  merchantId: number;
  saleId?: number;
  method: 'PUT' | 'POST';
  path: string;
  body: Record<string, unknown>;
}

interface Answer {
  status: number;
  replayed: boolean;
  body: { transaction?: { id: number }; error_message?: string };
}

let database: ServerDatabase | undefined;
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.kill().catch(() => {});
  await database?.remove();
});

/**
 * The sales the refunds draw on, written before the server starts; answers them by merchant
 * and the largest transaction id so far.
 */
async function seed(db: ServerDatabase): Promise<{ sales: Map<number, number[]>; maxId: number }> {
  const handle = await db.open();
  try {
    await seedIdentity(handle);
    await handle.query(
      `update merchants set cc_refund_line_of_credit_cents = 100000000,
          cc_per_month_limit_cents = null, ach_per_month_limit_cents = null
        where id = any($1::int4[])`,
      [[...MERCHANTS]],
    );
    const processors = createProcessors('crash-safety');
    const sales = new Map<number, number[]>();
    for (const merchantId of MERCHANTS) {
      const [row] = await handle.query<{ processor_id: number }>(
        'select processor_id from merchants where id = $1',
        [merchantId],
      );
      const processor = processors.processorFor({ processorId: Number(row?.processor_id) });
      const ids: number[] = [];
      for (let i = 0; i < SALES_PER_MERCHANT; i += 1) {
        const sale = await inWriteTransaction(handle.db, (tx) =>
          recordSale(tx, processor, {
            merchantId,
            method: 'card',
            amountCents: SALE_CENTS,
            brand: 'Visa',
            at: new Date(),
            accountholderName: 'Crash Test',
            lastFour: '4242',
            accountNumber: '4242424242424242',
          }),
        );
        ids.push(sale.id);
      }
      sales.set(merchantId, ids);
    }
    const [max] = await handle.query<{ id: string }>(
      'select coalesce(max(id), 0)::text as id from transactions',
    );
    return { sales, maxId: Number(max?.id) };
  } finally {
    await handle.close();
  }
}

/** Each client's requests: refunds of the shared sales and card or ACH payments, alternating. */
function plan(sales: Map<number, number[]>): Planned[][] {
  return Array.from({ length: CLIENTS }, (_, client) =>
    Array.from({ length: REQUESTS_PER_CLIENT }, (_, n): Planned => {
      const merchantId = MERCHANTS[(client + n) % MERCHANTS.length] ?? 100001;
      const key = `crash-${client}-${n}-${randomUUID()}`;
      if (n % 2 === 0) {
        const ids = sales.get(merchantId) ?? [];
        const saleId = ids[(client * 3 + n) % ids.length] ?? 0;
        return {
          key,
          kind: 'refund',
          merchantId,
          saleId,
          method: 'PUT',
          path: `/api/transactions/${saleId}/refund`,
          body: { amount: REFUND_CENTS, merchantId },
        };
      }
      const base = {
        merchantId,
        amount: 1_000 + client * 10 + n,
        accountholderName: 'Crash Client',
      };
      return {
        key,
        kind: 'payment',
        merchantId,
        method: 'POST',
        path: '/api/transactions',
        body:
          n % 4 === 1
            ? {
                ...base,
                method: 'card',
                card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' },
              }
            : {
                ...base,
                method: 'ach',
                ach: {
                  routingNumber: '110000000',
                  accountNumber: '000123456789',
                  accountType: 'checking',
                },
              },
      };
    }),
  );
}

async function send(url: string, token: string, request: Planned): Promise<Answer | undefined> {
  try {
    const res = await fetch(`${url}${request.path}`, {
      method: request.method,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'idempotency-key': request.key,
      },
      body: JSON.stringify(request.body),
    });
    return {
      status: res.status,
      replayed: res.headers.get('idempotent-replayed') === 'true',
      body: (await res.json()) as Answer['body'],
    };
  } catch {
    return undefined; // no answer: the connection failed or was cut
  }
}

/** Sends again with the same key until it is not "still in flight" (a dead connection's lock). */
async function retry(url: string, token: string, request: Planned): Promise<Answer | undefined> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const answer = await send(url, token, request);
    if (answer?.status !== 409) return answer;
    await new Promise((resolve) => setImmediate(resolve));
  }
  return undefined;
}

describe('crash safety of refunds and terminal payments', () => {
  it('SIGKILL mid-stream, restart, retry the unanswered with their keys: every write exactly once, db:check clean', {
    timeout: 90_000,
  }, async () => {
    database = await serverDatabase();
    const { sales, maxId: before } = await seed(database);
    const port = await freePort();
    server = await startServer(database, { port });
    const url = server.url;
    const signIn = await fetch(`${url}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'owner@paydesk.test',
        password: demoPassword('owner@paydesk.test'),
      }),
    });
    expect(signIn.status).toBe(200);
    const { idToken } = (await signIn.json()) as { idToken: string };

    // 20 clients, each sending its requests one after the other; the server dies mid-stream.
    const plans = plan(sales);
    const answers = new Map<string, Answer | undefined>();
    let answered = 0;
    const victim = server;
    let killing: Promise<void> | undefined;
    await Promise.all(
      plans.map(async (requests) => {
        for (const request of requests) {
          const answer = await send(url, idToken, request);
          answers.set(request.key, answer);
          if (answer) answered += 1;
          if (answered >= KILL_AFTER_ANSWERS && !killing) killing = victim.kill();
        }
      }),
    );
    await killing;
    const all = plans.flat();
    const unanswered = all.filter((request) => !answers.get(request.key));
    const acknowledged = all.filter((request) => {
      const answer = answers.get(request.key);
      return answer && answer.status >= 200 && answer.status < 300;
    });
    // The kill came mid-stream: some were answered, some were not.
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER_ANSWERS - CLIENTS);
    expect(unanswered.length).toBeGreaterThan(0);
    // Nothing but successes before the crash (no rule refuses these requests).
    expect(
      all
        .map((request) => ({ request: request.kind, answer: answers.get(request.key) }))
        .filter(({ answer }) => answer && (answer.status < 200 || answer.status >= 300))
        .map((refused) => JSON.stringify(refused)),
    ).toEqual([]);

    // The same database, a new process; every unanswered request again, with its own key.
    server = await startServer(database, { port });
    const retried = await Promise.all(
      unanswered.map(async (request) => ({ request, answer: await retry(url, idToken, request) })),
    );
    for (const { request, answer } of retried) {
      expect(answer?.status, `${request.kind} ${request.key}: ${JSON.stringify(answer)}`).toBe(
        request.kind === 'refund' ? 200 : 201,
      );
      answers.set(request.key, answer);
    }
    // Every key answered before the crash replays that answer now, and changes nothing: its
    // effect and its answer were committed together (the same as a key whose answer was lost).
    const replays = await Promise.all(
      acknowledged.map(async (request) => ({ request, answer: await send(url, idToken, request) })),
    );
    for (const { request, answer } of replays) {
      expect(answer?.replayed, request.key).toBe(true);
      expect(answer?.body).toEqual(answers.get(request.key)?.body);
    }
    await server.stop();
    server = undefined;

    const handle = await database.open();
    try {
      // Each key's transaction is a distinct ledger row, and the new rows are exactly those.
      const answeredIds = all.map((request) => answers.get(request.key)?.body.transaction?.id);
      expect(answeredIds.every((id) => typeof id === 'number')).toBe(true);
      expect(new Set(answeredIds).size).toBe(all.length);
      const rows = await handle.query<{ id: string; kind: string; merchant_id: number }>(
        'select id::text, kind, merchant_id from transactions where id > $1 order by id',
        [before],
      );
      expect(rows.map((row) => Number(row.id)).sort((a, b) => a - b)).toEqual(
        (answeredIds as number[]).sort((a, b) => a - b),
      );
      expect(rows.filter((row) => row.kind === 'refund')).toHaveLength(
        all.filter((request) => request.kind === 'refund').length,
      );
      // Each sale's refunded amount is its refunds' sum: one refund per key.
      for (const ids of sales.values()) {
        for (const saleId of ids) {
          const keys = all.filter((request) => request.saleId === saleId).length;
          const [sale] = await handle.query<{ refunded: string; rows: string }>(
            `select s.refunded_amount_cents::text as refunded,
                  (select count(*) from transactions r where r.original_transaction_id = s.id)::text as rows
                 from transactions s where s.id = $1`,
            [saleId],
          );
          expect(Number(sale?.rows)).toBe(keys);
          expect(Number(sale?.refunded)).toBe(keys * REFUND_CENTS);
        }
      }
      // One stored answer per key, and db:check's checks clean.
      const [stored] = await handle.query<{ n: number }>(
        "select count(*)::int as n from idempotency_keys where key like 'crash-%'",
      );
      expect(stored?.n).toBe(all.length);
      const failing = (await reconcile(handle.query)).filter((c) => c.violations.length > 0);
      expect(failing.map((check) => `${check.name}: ${check.violations.join('; ')}`)).toEqual([]);
    } finally {
      await handle.close();
    }
  });
});
