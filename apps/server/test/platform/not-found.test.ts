import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/test-app';

describe('unknown paths', () => {
  it.each([
    ['GET', '/api/nope'],
    ['POST', '/api/merchants/1/nothing'],
    ['GET', '/api'],
  ])('%s %s answers a JSON 404 with error_message', async (method, url) => {
    const { app } = await createTestApp();
    const res = await app.inject({ method: method as 'GET' | 'POST', url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ error_message: `No such resource: ${method} ${url}` });
  });
});
