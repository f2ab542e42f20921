import { VALIDATION_ERROR_MESSAGE } from '@paydesk/domain/errors';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clientErrors } from '../../../src/db/schema';
import { createTestApp } from '../../support/test-app';

describe('POST /api/errors', () => {
  it('stores the error with its reference code and answers 201', async () => {
    const { app, database } = await createTestApp();
    const res = await app.inject({
      method: 'POST',
      url: '/api/errors',
      headers: { 'user-agent': 'vitest' },
      payload: { reference: 'brave-otter-1234', key: 'merchantFetchTransDetailError', error: '{}' },
    });
    expect(res.statusCode).toBe(201);
    const { id, reference } = res.json();
    expect(reference).toBe('brave-otter-1234');
    const [row] = await database.db.select().from(clientErrors).where(eq(clientErrors.id, id));
    expect(row).toMatchObject({
      reference: 'brave-otter-1234',
      key: 'merchantFetchTransDetailError',
      error: '{}',
      userAgent: 'vitest',
    });
  });

  it('answers a bad body with the validation shape and stores nothing', async () => {
    const { app, database } = await createTestApp();
    const res = await app.inject({
      method: 'POST',
      url: '/api/errors',
      payload: { reference: '   ', error: 42 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error_message: VALIDATION_ERROR_MESSAGE,
      errors: {
        reference: ['A reference code is required'],
        error: [expect.stringMatching(/string/i)],
      },
    });
    expect(await database.db.select().from(clientErrors)).toHaveLength(0);
  });

  it('refuses a body over its limit with 413 in the error shape', async () => {
    const { app } = await createTestApp();
    const res = await app.inject({
      method: 'POST',
      url: '/api/errors',
      payload: { reference: 'x', error: 'e'.repeat(20_000) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error_message: expect.any(String) });
  });
});
