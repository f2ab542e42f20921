import { type PGlite, parse, protocol } from '@electric-sql/pglite';

/** Distinct statements kept prepared; texts beyond these run the ordinary way. */
const MAX_PREPARED_STATEMENTS = 500;

type QueryOptions = NonNullable<Parameters<PGlite['query']>[2]>;
type Results = Awaited<ReturnType<PGlite['query']>>;

function concat(parts: Uint8Array[]): Uint8Array {
  const all = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all;
}

/**
 * Keeps every statement PGlite runs outside a transaction prepared, by its text, as the `pg`
 * driver does on PostgreSQL with named statements. PGlite's own `query` parses, plans and
 * describes each statement anew, in five calls into the engine; a prepared one is bound and
 * run in one, with the plan PostgreSQL caches for it. For the guard's query that was 1.8 ms
 * down to a fraction (docs/performance.md). Statements inside a transaction (drizzle's
 * `db.transaction`, on PGlite's Transaction object) run as before.
 *
 * Same locking as `query`: one statement at a time, none while a transaction is open.
 */
export function keepStatementsPrepared(client: PGlite): PGlite {
  const prepared = new Map<string, { name: string; paramTypes: number[] }>();
  const ordinaryQuery = client.query.bind(client);
  const { serialize } = protocol;

  async function prepare(text: string) {
    const name = `paydesk_${prepared.size + 1}`;
    const { messages } = await client.execProtocol(
      concat([
        serialize.parse({ name, text }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
    );
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    prepared.set(text, statement);
    return statement;
  }

  async function run(text: string, params: unknown[], options?: QueryOptions): Promise<Results> {
    const statement = prepared.get(text) ?? (await prepare(text));
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serializer = client.serializers[statement.paramTypes[index] ?? 0];
      return serializer ? serializer(value) : String(value);
    });
    const { messages } = await client.execProtocol(
      concat([
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
    );
    const [result] = parse.parseResults(messages, client.parsers, options);
    return result ?? { rows: [], fields: [], affectedRows: 0 };
  }

  client.query = (async (text: string, params: unknown[] = [], options?: QueryOptions) => {
    const unusual = options && (options.blob || options.serializers || options.paramTypes);
    if (unusual || (!prepared.has(text) && prepared.size >= MAX_PREPARED_STATEMENTS)) {
      return ordinaryQuery(text, params, options);
    }
    await client._checkReady();
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(() => run(text, params, options)),
    );
  }) as PGlite['query'];
  return client;
}
