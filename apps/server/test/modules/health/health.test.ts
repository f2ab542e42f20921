import { describe, expect, it } from 'vitest';
import { serverVersion } from '../../../src/server-root';
import { createTestApp } from '../../support/test-app';

const expectedKind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

describe('GET /api/health', () => {
  it('answers ok with the database kind and version after a real query', async () => {
    const { app } = await createTestApp();
    const res = await app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: expectedKind, version: serverVersion });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers 503 in the error shape when the database does not answer', async () => {
    const { app, database } = await createTestApp();
    await database.close();
    const res = await app.inject('/api/health');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error_message: 'The database is not answering.' });
  });
});
