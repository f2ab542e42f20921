import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/test-app';

/** The server's log lines, parsed. */
function logLines() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write: (chunk: Buffer, _encoding, done) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, stream };
}

describe('the request log', () => {
  it('writes one line per request: request id, method, URL, status, time, and why it was refused', async () => {
    const { lines, stream } = logLines();
    const { app } = await createTestApp({ logStream: stream });
    lines.length = 0;
    const refused = await app.inject({
      url: '/api/users/info',
      headers: { authorization: 'Bearer not-a-token' },
    });
    const fine = await app.inject({ url: '/api/health' });
    const ofRefused = lines.filter((line) => line.reqId === refused.headers['x-request-id']);
    const ofFine = lines.filter((line) => line.reqId === fine.headers['x-request-id']);
    expect(ofRefused).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'request',
        method: 'GET',
        url: '/api/users/info',
        status: 401,
        ms: expect.any(Number),
        message: 'You must be signed in to do this.',
      }),
    ]);
    expect(ofFine).toEqual([expect.objectContaining({ msg: 'request', status: 200 })]);
    expect(JSON.stringify(lines)).not.toContain('not-a-token');
  });

  it('answers a call without credentials before anything else (no token, no database)', async () => {
    const { app } = await createTestApp();
    const res = await app.inject({ url: '/api/users/info' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error_message: 'You must be signed in to do this.' });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
