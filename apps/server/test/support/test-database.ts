import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openMemoryDatabase, openPostgres } from '../../src/db/client';
import { withDatabaseName } from './database-template';

/** A fresh, migrated database of its own for the calling test file; close() discards it. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const template = inject('databaseTemplate');
  if (template.kind === 'pglite') {
    return openMemoryDatabase(new Blob([readFileSync(template.dumpFile)]));
  }
  const name = `paydesk_t_${template.runId}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: template.adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${template.templateName}`);
  } finally {
    await admin.end();
  }
  const handle = await openPostgres(withDatabaseName(template.adminUrl, name), { serving: true });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: template.adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
