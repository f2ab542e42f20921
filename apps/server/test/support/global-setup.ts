import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migratePgliteClient, migratePostgresUrl } from '../../src/db/migrate';
import { withDatabaseName } from './database-template';

/**
 * Migrates one database per run; every test file then clones it (ARCHITECTURE: ~4 s to
 * initialise PGlite, ~0.65 s to load a dump; PostgreSQL clones a template database).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return setupPostgres(project, serverUrl);

  const folder = mkdtempSync(join(tmpdir(), 'paydesk-test-'));
  const client = await PGlite.create();
  await migratePgliteClient(client);
  const dump = await client.dumpDataDir('none');
  const dumpFile = join(folder, 'migrated.tar');
  writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide('databaseTemplate', { kind: 'pglite', dumpFile });
  return async () => rmSync(folder, { recursive: true, force: true });
}

async function setupPostgres(project: TestProject, adminUrl: string) {
  const runId = `${Date.now().toString(36)}${process.pid.toString(36)}`;
  const templateName = `paydesk_tpl_${runId}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(
      `TEST_DATABASE_URL=${adminUrl} does not answer (${(error as Error).message}). ` +
        'Start PostgreSQL or unset TEST_DATABASE_URL to test on the embedded database.',
    );
  }
  await admin.query(`create database ${templateName}`);
  await migratePostgresUrl(withDatabaseName(adminUrl, templateName));
  project.provide('databaseTemplate', { kind: 'postgres', adminUrl, templateName, runId });
  return async () => {
    const { rows } = await admin.query<{ datname: string }>(
      'select datname from pg_database where datname like $1',
      [`paydesk_%${runId}%`],
    );
    for (const { datname } of rows) {
      await admin.query(`drop database if exists ${datname} with (force)`);
    }
    await admin.end();
  };
}
