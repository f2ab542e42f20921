import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import type { DatabaseKind } from '@paydesk/domain/health';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { copyInto, copyOutOf } from './copy-rows';
import { lockDataDir, removeStalePostmasterPid } from './data-dir-lock';
import { migratePgliteClient, migratePostgresUrl } from './migrate';
import { keepStatementsPrepared } from './pglite-statements';
import * as schema from './schema';

export type Schema = typeof schema;
/**
 * The one handle every write path takes: the pool, or a transaction opened with
 * `db.transaction(...)` (a drizzle transaction is a Database too). Repositories, the ledger's
 * SQL (through `sqlQuery`), the audit log and the idempotency store all accept it, so an
 * effect, its audit row and its idempotency record commit or roll back together.
 */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** The one way the server reaches its database, whichever engine is behind it. */
export interface DatabaseHandle {
  kind: DatabaseKind;
  db: Database;
  /** Brings the schema up to date (drizzle-kit migrations, committed under apps/server/drizzle). */
  migrate(): Promise<void>;
  /** Raw parameterised SQL ($1, $2 …) for bulk loads and checks; answers the rows. */
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
  /**
   * `query` with the statement kept prepared by its text on each connection, so PostgreSQL
   * may keep one plan for it (a named statement; PGlite's `query` already prepares by text).
   * For statements that cost more to plan than to run; their texts must be a bounded set
   * (values always bound, never spliced in), since each connection keeps every one.
   */
  queryPrepared<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
  /**
   * The generator's bulk path only: work on one connection inside BEGIN … COMMIT, with COPY
   * on PostgreSQL. Requests write through `db.transaction` (see `Database`).
   */
  bulkLoad<T>(work: (query: RawQuery, copy?: CopyRows) => Promise<T>): Promise<T>;
  /**
   * PostgreSQL only: `COPY (query) TO STDOUT` as a byte stream (the lists' CSV downloads); the
   * query carries its values inline (list-reader.ts inlines them, escaped).
   */
  copyOut?: (sql: string) => Readable;
  /** Runs a real query; rejects when the database does not answer. */
  ping(): Promise<void>;
  /** Checkpoints (PGlite) and closes; safe to call twice. */
  close(): Promise<void>;
}

export type RawQuery = <Row = Record<string, unknown>>(
  text: string,
  params?: unknown[],
) => Promise<Row[]>;

/** COPY rows into a table (PostgreSQL only: the fast path of bulk loads). */
export type CopyRows = (
  table: string,
  columns: readonly string[],
  rows: readonly (readonly unknown[])[],
) => Promise<void>;

export interface OpenDatabaseOptions {
  /** postgres:// URL; when absent the embedded PGlite in dataDir is used. */
  databaseUrl?: string | undefined;
  /** Folder of the embedded database (PGlite keeps its cluster in dataDir/pgdata). */
  dataDir?: string;
  /** Called once a stale lock of a killed process was recovered. */
  onRecovered?: (message: string) => void;
  /**
   * The server's pool (short requests, many at once): on PostgreSQL no parallel workers per
   * query, whose start-up costs more than a list's index scan saves and which take the cores
   * the other requests need (docs/performance.md "Transactions").
   */
  serving?: boolean;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  if (!options.dataDir) throw new Error('openDatabase needs a databaseUrl or a dataDir');
  const lock = lockDataDir(options.dataDir);
  const pgdata = join(options.dataDir, 'pgdata');
  if (lock.recoveredStale) {
    removeStalePostmasterPid(pgdata);
    options.onRecovered?.(`Recovered the lock of a process that stopped without closing ${pgdata}`);
  }
  try {
    const client = await PGlite.create(pgdata);
    return wrapPglite(client, () => lock.release());
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** An in-memory PGlite, or one loaded from a dumped data directory (tests). */
export async function openMemoryDatabase(dump?: Blob): Promise<DatabaseHandle> {
  const client = await PGlite.create(dump ? { loadDataDir: dump } : {});
  return wrapPglite(client, () => {});
}

export function wrapPglite(client: PGlite, afterClose: () => void): DatabaseHandle {
  keepStatementsPrepared(client);
  const db: Database = drizzlePglite({ client, schema });
  let closed: Promise<void> | undefined;
  return {
    kind: 'pglite',
    db,
    migrate: () => migratePgliteClient(client),
    query: async <Row>(text: string, params?: unknown[]) =>
      (await client.query<Row>(text, params)).rows,
    queryPrepared: async <Row>(text: string, params?: unknown[]) =>
      (await client.query<Row>(text, params)).rows,
    bulkLoad: (work) =>
      client.transaction((tx) =>
        work(
          async <Row>(text: string, params?: unknown[]) => (await tx.query<Row>(text, params)).rows,
        ),
      ),
    ping: async () => {
      if (client.closed) throw new Error('The database is closed');
      await client.query('select 1');
    },
    close: () => {
      closed ??= (async () => {
        if (!client.closed) {
          await client.exec('CHECKPOINT');
          await client.close();
        }
        afterClose();
      })();
      return closed;
    },
  };
}

/**
 * JIT compilation is off for every connection: it spends tens of milliseconds compiling the
 * plans of the queries a request makes, which run in a few.
 */
const SESSION_SETTINGS = '-c jit=off';
const SERVING_SETTINGS = `${SESSION_SETTINGS} -c max_parallel_workers_per_gather=0`;

/** A named statement's name: its text's hash (the same text, the same statement). */
const statementName = (text: string) =>
  `s${createHash('sha1').update(text).digest('base64url').slice(0, 24)}`;

export async function openPostgres(
  url: string,
  options: Pick<OpenDatabaseOptions, 'serving'> = {},
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5_000,
    options: options.serving ? SERVING_SETTINGS : SESSION_SETTINGS,
  });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on the next query.
  });
  const db: Database = drizzlePg({ client: pool, schema });
  let closed: Promise<void> | undefined;
  return {
    kind: 'postgres',
    db,
    migrate: () => migratePostgresUrl(url),
    query: async <Row>(text: string, params?: unknown[]) =>
      (await pool.query(text, params as unknown[])).rows as Row[],
    queryPrepared: async <Row>(text: string, params?: unknown[]) =>
      (await pool.query({ name: statementName(text), text, values: params as unknown[] }))
        .rows as Row[],
    bulkLoad: async (work) => {
      const connection = await pool.connect();
      try {
        await connection.query('begin');
        const result = await work(
          async <Row>(text: string, params?: unknown[]) =>
            (await connection.query(text, params as unknown[])).rows as Row[],
          (table, columns, rows) => copyInto(connection, table, columns, rows),
        );
        await connection.query('commit');
        return result;
      } catch (error) {
        await connection.query('rollback').catch(() => {});
        throw error;
      } finally {
        connection.release();
      }
    },
    copyOut: (text) => copyOutOf(pool, text),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => {
      closed ??= pool.end();
      return closed;
    },
  };
}

/**
 * A hot query built once per database handle (drizzle's `.prepare(name)`), not rebuilt on
 * every request: `preparedPerDatabase((db) => db.select()….prepare('name'))` answers the
 * query of the handle it is given (the pool's; a transaction builds its own).
 */
export function preparedPerDatabase<Q>(build: (db: Database) => Q): (db: Database) => Q {
  const built = new WeakMap<Database, Q>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}

/**
 * Raw parameterised SQL ($1, $2 …) on a Database, the pool's or a transaction's: the ledger's
 * and the dashboards' hand-written queries run through the same handle as the repositories.
 * Times come back as text (drizzle's parsers), numbers as the driver gives them.
 */
export function sqlQuery(db: Database): RawQuery {
  return async <Row>(text: string, params: unknown[] = []) => {
    const result = await db.execute(parameterised(text, params));
    return (result as unknown as { rows: Row[] }).rows;
  };
}

/** `$n` placeholders become drizzle parameters (each value one parameter, arrays included). */
function parameterised(text: string, params: readonly unknown[]): SQL {
  if (params.length === 0) return sql.raw(text);
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    const index = Number(match[1]) - 1;
    if (index < 0 || index >= params.length) {
      throw new Error(`SQL placeholder ${match[0]} has no parameter`);
    }
    chunks.push(sql.raw(text.slice(last, match.index)), sql`${sql.param(params[index])}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}
