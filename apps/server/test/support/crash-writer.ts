// Child process of the crash-recovery test: writes rows in a loop into the PGlite data
// directory given as argument and prints "ack <id>" once each insert has committed.
import { sql } from 'drizzle-orm';
import { bigserial, pgTable, text } from 'drizzle-orm/pg-core';
import { openDatabase } from '../../src/db/client';

const probe = pgTable('crash_probe', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  payload: text('payload').notNull(),
});

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: crash-writer <dataDir>');
const handle = await openDatabase({ dataDir });
await handle.migrate();
await handle.db.execute(
  sql`create table if not exists crash_probe (id bigserial primary key, payload text not null)`,
);
process.stdout.write('ready\n');
for (;;) {
  const [row] = await handle.db
    .insert(probe)
    .values({ payload: 'p'.repeat(512) })
    .returning({ id: probe.id });
  process.stdout.write(`ack ${row?.id}\n`);
}
