import { PassThrough, Readable } from 'node:stream';
import type { ListMeta } from '@paydesk/domain/list-envelope';
import type { DatabaseHandle, RawQuery } from '../../db/client';
import { crlfRecords, csvHeaderRecord, csvRecord, inlineParams } from './csv';
import {
  after,
  type KeysetSort,
  keyOf,
  keySelect,
  keyText,
  orderBy,
  rawKeySelect,
  type SortKey,
} from './keyset';
import type { ListDefinition, ListQueryBase } from './list-definition';
import type { PageCache } from './page-cache';
import { SqlParams } from './sql-params';

/**
 * Pages and CSV files of a declared list. A page is read by seeking from the sort key of the
 * row before it (remembered from earlier pages of the same query and snapshot, or found once
 * with a narrow index-only offset scan), so page 10,000 costs what page 1 does once the list
 * knows where it starts. Every read is bounded by the snapshot `asOf`: rows added later stay
 * out of the pages (and the count) of a reader who started before them.
 */

// biome-ignore lint/suspicious/noExplicitAny: a declaration of any list
type AnyList = ListDefinition<any, any, any, any>;

export interface ListPage<Row> {
  meta: ListMeta & { asOf: string };
  data: Row[];
}

interface Prepared {
  /** The query's conditions and the snapshot bound (`id <= asOf`). */
  conditions: string[];
  params: SqlParams;
  /** The conditions without the snapshot bound, and their parameters. */
  unbounded: string[];
  unboundedValues: unknown[];
  sort: KeysetSort;
  asOf: string;
  signature: string;
}

function resolveSort<Column extends string>(
  list: AnyList,
  query: ListQueryBase<Column>,
): KeysetSort {
  return {
    terms: query.sort.map((term) => {
      const column = list.sortColumns[term.key];
      if (!column) throw new Error(`${list.name}: ${term.key} is not sortable`);
      return { column, desc: term.desc };
    }),
    id: list.id,
  };
}

/** The same order backwards (to read a page near the end from the end). */
const reversed = (sort: KeysetSort): KeysetSort => ({
  terms: sort.terms.map((term) => ({ column: term.column, desc: !term.desc })),
  id: sort.id,
});

/** The query's conditions, without the snapshot bound, and their parameters. */
async function conditionsOf<Q extends ListQueryBase<string>, Row, S>(
  run: RawQuery,
  list: ListDefinition<Q, Row, string, S>,
  query: Q,
  scope: S,
): Promise<{ unbounded: string[]; params: SqlParams }> {
  const params = new SqlParams();
  return { unbounded: await list.where(query, scope, params, run), params };
}

/** The query bounded by its snapshot `asOf` (`id <= asOf`), sorted, and its cache signature. */
function bounded<Q extends ListQueryBase<string>, Row, S>(
  list: ListDefinition<Q, Row, string, S>,
  query: Q,
  where: { unbounded: string[]; params: SqlParams },
  asOf: string,
): Prepared {
  const params = where.params.clone();
  const unboundedValues = [...where.params.values];
  const conditions = [...where.unbounded, `${list.id.sql} <= ${params.add(asOf, 'int8')}`];
  const sort = resolveSort(list, query);
  const signature = JSON.stringify([list.name, conditions, params.values, orderBy(sort)]);
  return { conditions, params, unbounded: where.unbounded, unboundedValues, sort, asOf, signature };
}

/** The largest id now: the snapshot of a reader who starts. */
async function anchorNow(run: RawQuery, list: AnyList): Promise<string> {
  const [row] = await run<{ v: string | null }>(`select (${list.anchor})::text as v`);
  return row?.v ?? '0';
}

/** The query's conditions and its snapshot: the `asOf` asked for, or the largest id now. */
async function prepare<Q extends ListQueryBase<string>, Row, S>(
  run: RawQuery,
  list: ListDefinition<Q, Row, string, S>,
  query: Q,
  scope: S,
): Promise<Prepared> {
  const [where, asOf] = await Promise.all([
    conditionsOf(run, list, query, scope),
    query.asOf ?? anchorNow(run, list),
  ]);
  return bounded(list, query, where, asOf);
}

const whereOf = (conditions: readonly string[]) =>
  conditions.length > 0 ? `where ${conditions.join(' and ')}` : '';

/**
 * The rows of the query at its snapshot: the list's cheap count as of now (e.g. from the
 * rollups) less the rows added since the snapshot, in one statement so both see the same
 * table; or every row counted.
 */
async function countRows<Q extends ListQueryBase<string>, Row, S>(
  run: RawQuery,
  list: ListDefinition<Q, Row, string, S>,
  query: Q,
  scope: S,
  p: Prepared,
): Promise<number> {
  // The where-parameters come first: the newer rows' conditions bind them.
  const params = new SqlParams([...p.unboundedValues]);
  const quick = list.quickCount?.(query, scope, params);
  if (quick) {
    const newer = [...p.unbounded, `${list.id.sql} > ${params.add(p.asOf, 'int8')}`];
    const [row] = await run<{ n: number }>(
      `select ((${quick}) - (select count(*) from ${list.table} ${whereOf(newer)}))::float8 as n`,
      params.values,
    );
    return Number(row?.n ?? 0);
  }
  const [row] = await run<{ n: string | number }>(
    `select count(*) as n from ${list.table} ${whereOf(p.conditions)}`,
    p.params.values,
  );
  return Number(row?.n ?? 0);
}

/**
 * The key of the row `skip` rows after `from` (or the first) in `sort`, read from the index
 * alone: the inner query skips rows without turning their keys into text.
 */
async function keyAt(
  run: RawQuery,
  list: AnyList,
  p: Prepared,
  sort: KeysetSort,
  from: SortKey | undefined,
  skip: number,
): Promise<SortKey | undefined> {
  const params = p.params.clone();
  const conditions = from ? [...p.conditions, after(sort, from, params)] : p.conditions;
  const rows = await run<Record<string, unknown>>(
    `select ${keyText(sort)} from (select ${rawKeySelect(sort)} from ${list.table}
      ${whereOf(conditions)} order by ${orderBy(sort)} offset ${params.add(skip, 'int8')} limit 1) s`,
    params.values,
  );
  return rows[0] ? keyOf(rows[0], sort) : undefined;
}

/**
 * Up to `limit` rows after `from` in `sort`. The ids are chosen first (from an index that
 * covers the conditions, when one does) and only those rows are read whole: a search that
 * matches many rows sorts their keys, not the rows.
 */
async function rowsAfter<Q extends ListQueryBase<string>, Row, S>(
  run: RawQuery,
  list: ListDefinition<Q, Row, string, S>,
  query: Q,
  p: Pick<Prepared, 'conditions' | 'params'>,
  sort: KeysetSort,
  from: SortKey | undefined,
  limit: number,
  extra = '',
): Promise<Record<string, unknown>[]> {
  const params = p.params.clone();
  const conditions = from ? [...p.conditions, after(sort, from, params)] : p.conditions;
  const select = list.select(query, params);
  const order = orderBy(sort);
  return run<Record<string, unknown>>(
    `select ${select}, ${keySelect(sort)}${extra}
       from (select ${list.id.sql} as __id from ${list.table} ${whereOf(conditions)}
              order by ${order} limit ${params.add(limit, 'int8')}) k
       join ${list.table} on ${list.id.sql} = k.__id ${list.rowJoins ?? ''}
      order by ${order}`,
    params.values,
  );
}

/** The rows of a page, seeking from what the cache knows or from the nearer end. */
async function pageRows<Q extends ListQueryBase<string>, Row, S>(
  run: RawQuery,
  cache: PageCache,
  list: ListDefinition<Q, Row, string, S>,
  query: Q,
  p: Prepared,
  total: Promise<number>,
): Promise<Record<string, unknown>[]> {
  const offset = (query.page - 1) * query.perPage;
  if (offset === 0) return rowsAfter(run, list, query, p, p.sort, undefined, query.perPage);
  const near = cache.nearest(p.signature, offset);
  let start = near?.key;
  const forwardSkip = offset - (near?.offset ?? 0);
  if (forwardSkip > 0) {
    const count = await total;
    if (offset >= count) return [];
    // Past the middle, the page is nearer the end: read it backwards from there.
    const take = Math.min(query.perPage, count - offset);
    const backwardSkip = count - offset - take;
    if (backwardSkip < forwardSkip) {
      const back = reversed(p.sort);
      const before =
        backwardSkip > 0 ? await keyAt(run, list, p, back, undefined, backwardSkip - 1) : undefined;
      if (backwardSkip > 0 && !before) return [];
      const rows = await rowsAfter(run, list, query, p, back, before, take);
      return rows.reverse();
    }
    start = await keyAt(run, list, p, p.sort, start, forwardSkip - 1);
    if (!start) return [];
    cache.remember(p.signature, offset, start);
  }
  return rowsAfter(run, list, query, p, p.sort, start, query.perPage);
}

/**
 * The first page of a reader who starts (no `asOf`) in one statement with its snapshot: the
 * rows need no bound (none in the statement's view is newer than its largest id), and the
 * largest id comes back with them. An empty page asks for the snapshot on its own.
 */
async function firstPageWithSnapshot<Q extends ListQueryBase<string>, Row, S>(
  run: RawQuery,
  list: ListDefinition<Q, Row, string, S>,
  query: Q,
  scope: S,
): Promise<{ p: Prepared; rows: Record<string, unknown>[] }> {
  const where = await conditionsOf(run, list, query, scope);
  const rows = await rowsAfter(
    run,
    list,
    query,
    { conditions: where.unbounded, params: where.params },
    resolveSort(list, query),
    undefined,
    query.perPage,
    `, (${list.anchor})::text as __as_of`,
  );
  const asOf = rows[0] ? String(rows[0].__as_of ?? '0') : await anchorNow(run, list);
  return { p: bounded(list, query, where, asOf), rows };
}

/** One page of the list, in the envelope of part 1 §3 with the snapshot it was read at. */
export async function readPage<Q extends ListQueryBase<string>, Row, S>(
  run: RawQuery,
  cache: PageCache,
  list: ListDefinition<Q, Row, string, S>,
  query: Q,
  scope: S,
): Promise<ListPage<Row>> {
  const offset = (query.page - 1) * query.perPage;
  // A reader who starts gets the first page and its snapshot together; others seek.
  const first =
    offset === 0 && query.asOf === undefined
      ? await firstPageWithSnapshot(run, list, query, scope)
      : undefined;
  const p = first?.p ?? (await prepare(run, list, query, scope));
  const total = cache.count(p.signature, () => countRows(run, list, query, scope, p));
  // Settled later: a rejected count must not go unhandled while the page is read.
  total.catch(() => undefined);
  const rows = first?.rows ?? (await pageRows(run, cache, list, query, p, total));
  const last = rows[rows.length - 1];
  if (last) cache.remember(p.signature, offset + rows.length, keyOf(last, p.sort));
  const totalRecords = await total;
  return {
    meta: {
      perPage: query.perPage,
      page: query.page,
      totalRecords,
      totalPages: Math.ceil(totalRecords / query.perPage),
      asOf: p.asOf,
    },
    data: rows.map((row) => list.toRow(row, scope)),
  };
}

/**
 * Rows a CSV chunk reads on PGlite: small enough to let other requests in between (PGlite runs
 * one query at a time; with 1,000 rows the list's p95 during exports was 2.6x its idle figure,
 * with 500 about 1.5x).
 */
export const CSV_CHUNK_ROWS = 500;

function csvColumns<Q extends ListQueryBase<string>, Row, S>(
  list: ListDefinition<Q, Row, string, S>,
  query: Q,
) {
  return query.columns ?? list.defaultColumns;
}

function csvSelect<Q extends ListQueryBase<string>, Row, S>(
  list: ListDefinition<Q, Row, string, S>,
  query: Q,
  params: SqlParams,
): string {
  return csvColumns(list, query)
    .map((column, index) => `${list.csv[column]?.(params, query)} as __c${index}`)
    .join(', ');
}

/**
 * The CSV of every row the query matches, in the list's order: a header row, then the rows.
 * On PostgreSQL one COPY statement streams them (the cells rendered by its SQL, the records
 * quoted by PostgreSQL, LF turned into CRLF); elsewhere keyset chunks of CSV_CHUNK_ROWS are
 * read with a turn of the event loop between them. Either way memory stays a few chunks
 * whatever the size, and every row is the snapshot's (`id <= asOf`).
 */
export async function csvStream<Q extends ListQueryBase<string>, Row, S>(
  database: Pick<DatabaseHandle, 'query' | 'copyOut'>,
  list: ListDefinition<Q, Row, string, S>,
  query: Q,
  scope: S,
): Promise<Readable> {
  const run = database.query;
  const p = await prepare(run, list, query, scope);
  const header = csvHeaderRecord(csvColumns(list, query).map((c) => list.csvHeader(c, query)));
  if (database.copyOut) {
    const params = p.params.clone();
    const select = csvSelect(list, query, params);
    const statement = inlineParams(
      `select ${select} from ${list.table} ${whereOf(p.conditions)} order by ${orderBy(p.sort)}`,
      params.values,
    );
    const body = database.copyOut(`copy (${statement}) to stdout with (format csv)`);
    const out = new PassThrough();
    out.write(header);
    body.on('error', (error) => out.destroy(error));
    out.on('close', () => body.destroy());
    body.pipe(crlfRecords()).pipe(out);
    return out;
  }
  const columns = csvColumns(list, query).length;
  async function* chunks(): AsyncGenerator<string> {
    yield header;
    let from: SortKey | undefined;
    for (;;) {
      const params = p.params.clone();
      const conditions = from ? [...p.conditions, after(p.sort, from, params)] : p.conditions;
      const rows = await run<Record<string, unknown>>(
        `select ${csvSelect(list, query, params)}, ${keySelect(p.sort)} from ${list.table}
          ${whereOf(conditions)} order by ${orderBy(p.sort)} limit ${params.add(CSV_CHUNK_ROWS, 'int8')}`,
        params.values,
      );
      let text = '';
      for (const row of rows) {
        const fields: unknown[] = [];
        for (let i = 0; i < columns; i += 1) fields.push(row[`__c${i}`]);
        text += csvRecord(fields);
      }
      if (text) yield text;
      const last = rows[rows.length - 1];
      if (!last || rows.length < CSV_CHUNK_ROWS) return;
      from = keyOf(last, p.sort);
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}
