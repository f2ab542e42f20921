import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { migratePostgresUrl } from '../../src/db/migrate';
import { withDatabaseName } from '../support/database-template';

const serverUrl = process.env.TEST_DATABASE_URL;

// Only meaningful on a PostgreSQL server (PGlite has one connection and a directory lock).
describe.runIf(serverUrl)('migrations on PostgreSQL', () => {
  it('run once when several replicas start together', async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    const name = `paydesk_m_${randomBytes(4).toString('hex')}`;
    await admin.query(`create database ${name}`);
    try {
      const url = withDatabaseName(serverUrl ?? '', name);
      await Promise.all([
        migratePostgresUrl(url),
        migratePostgresUrl(url),
        migratePostgresUrl(url),
      ]);
      const db = new pg.Client({ connectionString: url });
      await db.connect();
      const applied = await db.query('select hash from drizzle.__drizzle_migrations');
      const hashes = applied.rows.map((row) => row.hash);
      expect(new Set(hashes).size).toBe(hashes.length);
      const tables = await db.query("select to_regclass('public.site_settings') as t");
      expect(tables.rows[0].t).toBe('site_settings');
      await db.end();
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
