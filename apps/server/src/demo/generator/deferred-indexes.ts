import type { RawQuery } from '../../db/client';

/**
 * Takes a table's secondary indexes away while a bulk load fills it, and builds them again
 * after. A row written into a table with many indexes is an insertion into each of them at a
 * random place (the search indexes on name, e-mail, last four, amount...): once those outgrow
 * the database's memory every row reads pages back, and the large profile loaded eight times
 * slower. Building an index over loaded rows is one sort.
 *
 * Only plain indexes go: the primary key, unique indexes and indexes behind a constraint stay
 * (the load's own upserts and foreign keys use them). Their definitions come from the
 * database itself (`pg_get_indexdef`), so what is built again is exactly what the migrations made.
 */
export async function deferIndexes(query: RawQuery, table: string): Promise<() => Promise<void>> {
  const indexes = await query<{ name: string; definition: string }>(
    `select i.relname as name, pg_get_indexdef(x.indexrelid) as definition
       from pg_index x join pg_class i on i.oid = x.indexrelid
      where x.indrelid = $1::regclass and not x.indisprimary and not x.indisunique
        and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)
      order by i.relname`,
    [table],
  );
  for (const index of indexes) await query(`drop index "${index.name}"`);
  let restored = false;
  return async () => {
    if (restored) return;
    restored = true;
    for (const index of indexes) await query(index.definition);
    await query(`analyze "${table}"`);
  };
}
