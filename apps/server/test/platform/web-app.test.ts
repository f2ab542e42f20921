import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/test-app';

function fakeDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'paydesk-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log("paydesk")');
  // What the build writes beside each text asset (the contents only need to differ).
  writeFileSync(join(dist, 'assets', 'index-abc123.js.br'), 'brotli bytes');
  writeFileSync(join(dist, 'assets', 'index-abc123.js.gz'), 'gzip bytes');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dist;
}

describe('serving the web app', () => {
  it('answers any non-API path with index.html, uncached, under a CSP', async () => {
    const { app } = await createTestApp({ webDist: fakeDist() });
    for (const url of ['/', '/transaction-detail/1/2', '/admin/merchants/5/history?x=1']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it('caches hashed assets for a year and other files not at all', async () => {
    const { app } = await createTestApp({ webDist: fakeDist() });
    const asset = await app.inject('/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await app.inject('/favicon.svg');
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('sends the brotli or gzip file the build wrote, as the client accepts', async () => {
    const { app } = await createTestApp({ webDist: fakeDist() });
    const get = (encoding?: string) =>
      app.inject({
        url: '/assets/index-abc123.js',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const brotli = await get('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.body).toBe('brotli bytes');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body).toBe('gzip bytes');
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("paydesk")');
  });

  it('compresses a file the build did not, as it is sent', async () => {
    const { app } = await createTestApp({ webDist: fakeDist() });
    const res = await app.inject({ url: '/favicon.svg', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toContain('<svg');
  });

  it('answers a missing asset with 404, not the page', async () => {
    const { app } = await createTestApp({ webDist: fakeDist() });
    const res = await app.inject('/assets/gone-123.js');
    expect(res.statusCode).toBe(404);
  });

  it('says how to build the web app when it is not built', async () => {
    const { app } = await createTestApp({ webDist: join(tmpdir(), 'paydesk-no-such-dist') });
    const res = await app.inject('/dashboard');
    expect(res.statusCode).toBe(503);
    expect(res.json().error_message).toContain('npm run build');
  });
});
