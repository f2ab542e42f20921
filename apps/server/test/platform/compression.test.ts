import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { COMPRESS_ABOVE_BYTES, chooseEncoding } from '../../src/platform/compression';
import { seedIdentity, signInAs } from '../support/identity';
import { createTestApp } from '../support/test-app';

describe('compressed answers', () => {
  it('compresses a JSON answer above 1 KiB with brotli or gzip, as the client accepts', async () => {
    const { app } = await createTestApp();
    // The OpenAPI document: a large JSON answer anyone may read.
    const plain = await app.inject({ url: '/api/openapi.json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(COMPRESS_ABOVE_BYTES);

    const brotli = await app.inject({
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(brotli.rawPayload.length).toBeLessThan(plain.body.length / 3);

    const gzip = await app.inject({
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('sends small answers as they are, with their security headers', async () => {
    const { app, database } = await createTestApp();
    await seedIdentity(database);
    const owner = await signInAs(app, 'owner@paydesk.test');
    const plain = await app.inject({ url: '/api/users/info', headers: owner.headers });
    const res = await app.inject({
      url: '/api/users/info',
      headers: { ...owner.headers, 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    const small = plain.body.length < COMPRESS_ABOVE_BYTES;
    expect(res.headers['content-encoding']).toBe(small ? undefined : 'br');
    const refused = await app.inject({
      url: '/api/users/info',
      headers: { 'accept-encoding': 'br' },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.headers['cache-control']).toBe('no-store');
  });
});

describe('chooseEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=1', 'br'],
    ['*', 'gzip'],
    ['gzip;q=0', undefined],
  ])('Accept-Encoding %j → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});
