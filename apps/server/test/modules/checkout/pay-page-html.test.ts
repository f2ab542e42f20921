import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../support/test-app';

/** The hosted pay page is a page of its own: /pay/* answers pay.html, the rest index.html. */
describe('serving the pay page', () => {
  it('answers pay.html for /pay/{token}, uncached, and index.html elsewhere', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'paydesk-dist-'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><title>app</title><div id="root">app</div>',
    );
    writeFileSync(
      join(dist, 'pay.html'),
      '<!doctype html><title>Pay</title><div id="root">pay</div>',
    );
    const { app } = await createTestApp({ webDist: dist });
    const pay = await app.inject('/pay/AAAAAAAAAAAAAAAAAAAAAA');
    expect(pay.statusCode).toBe(200);
    expect(pay.body).toContain('pay</div>');
    expect(pay.headers['cache-control']).toBe('no-cache');
    expect((await app.inject('/checkout/100001/payment-links')).body).toContain('app</div>');
    expect((await app.inject('/payouts/100001')).body).toContain('app</div>');
  });
});
