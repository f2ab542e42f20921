import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type Database, preparedPerDatabase } from '../db/client';
import { merchants } from '../db/schema';
import { NotFound } from './errors';
import { forgetSharedRead, sharedRead } from './shared-reads';

export type Merchant = typeof merchants.$inferSelect;

declare module 'fastify' {
  interface FastifyRequest {
    /** The merchant of a merchant-scoped route, loaded once before its handler. */
    merchant: Merchant | undefined;
  }
}

export const MERCHANT_NOT_FOUND_MESSAGE = 'Merchant account not found.';

const merchantById = preparedPerDatabase((db) =>
  db
    .select()
    .from(merchants)
    .where(eq(merchants.id, sql.placeholder('id')))
    .limit(1)
    .prepare('route_merchant'),
);

/** Reads that arrive together (a dashboard's seven tiles) share one merchant lookup. */
const SHARED_READ_MS = 1_000;

/**
 * The preHandler of every merchant-scoped route: loads the merchant the guard admitted
 * (request.merchantId) once; 404 for an id no merchant has. A GET shares the lookup with the
 * GETs of the same merchant within a second; a state-changing call always reads it fresh.
 */
export async function loadRouteMerchant(request: FastifyRequest): Promise<void> {
  const id = request.merchantId;
  if (id === undefined) throw new Error(`${request.routeOptions.url}: no merchant id to load`);
  const db = request.server.database.db;
  const load = async () => (await merchantById(db).execute({ id }))[0];
  const row =
    request.method === 'GET'
      ? await sharedRead(db, `merchant|${id}`, SHARED_READ_MS, load)
      : await load();
  if (!row) throw new NotFound(MERCHANT_NOT_FOUND_MESSAGE);
  request.merchant = row;
}

/**
 * After a write to the merchant row has ended (`whenTransactionEnds`): the GETs within the
 * next second read the row again instead of the one kept from before the write.
 */
export function forgetRouteMerchant(db: Database, id: number): void {
  forgetSharedRead(db, `merchant|${id}`);
}

/**
 * A merchant named by a staff route (an admin policy admits staff to every merchant): read
 * fresh, 404 for an id no merchant has.
 */
export async function merchantForStaff(db: Database, id: number): Promise<Merchant> {
  const [row] = await db.select().from(merchants).where(eq(merchants.id, id)).limit(1);
  if (!row) throw new NotFound(MERCHANT_NOT_FOUND_MESSAGE);
  return row;
}

/** The route's merchant (merchant-scoped routes only). */
export function routeMerchant(request: FastifyRequest): Merchant {
  if (!request.merchant) throw new Error(`${request.routeOptions.url} loaded no merchant`);
  return request.merchant;
}
