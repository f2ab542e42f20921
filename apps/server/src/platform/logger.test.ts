import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions, redactSecrets } from './logger';

function capture() {
  const lines: string[] = [];
  const options = loggerOptions('info', { write: (line: string) => lines.push(line) });
  if (!options || typeof options !== 'object') throw new Error('logger options expected');
  const { stream, ...rest } = options as pino.LoggerOptions & { stream: pino.DestinationStream };
  return { log: pino(rest, stream), lines };
}

describe('log redaction', () => {
  it('never writes credentials, tokens, SSNs or bank numbers', () => {
    const { log, lines } = capture();
    const secrets = {
      password: 'Owner!Paydesk2026',
      refreshToken: 'rt-secret',
      ssn: '123-45-6789',
      accountNumber: '000123456789',
    };
    log.info({
      req: { headers: { authorization: 'Bearer abc.def.ghi', cookie: 'sid=1' } },
      body: secrets,
      owner: { contactSsn: '987654320', details: { routingNumber: '021000021' } },
      ...secrets,
    });
    const output = lines.join('\n');
    for (const value of [
      'Owner!Paydesk2026',
      'rt-secret',
      '123-45-6789',
      '000123456789',
      'Bearer abc',
      'sid=1',
      '987654320',
      '021000021',
    ]) {
      expect(output).not.toContain(value);
    }
    expect(output).toContain('[redacted]');
  });
});

describe('redactSecrets', () => {
  it('answers the same object when nothing is secret (no copy, no walk beyond its keys)', () => {
    const line = { method: 'GET', url: '/api/users/info', status: 200, nested: { a: [1, 2] } };
    expect(redactSecrets(line)).toBe(line);
  });

  it('redacts in copies, whatever the casing, leaving the logged object unchanged', () => {
    const body = { Password: 'Owner!Paydesk2026', list: [{ routing_number: '021000021' }] };
    const redacted = redactSecrets({ body });
    expect(redacted).toEqual({
      body: { Password: '[redacted]', list: [{ routing_number: '[redacted]' }] },
    });
    expect(body.Password).toBe('Owner!Paydesk2026');
  });

  it('redacts a secret carried on an error, keeping its type, message and stack', () => {
    const error = Object.assign(new Error('refused'), { accessToken: 'at-secret' });
    const { err } = redactSecrets({ err: error }) as unknown as { err: Record<string, unknown> };
    expect(err).toMatchObject({ accessToken: '[redacted]', message: 'refused', type: 'Error' });
    expect(String(err.stack)).toContain('refused');
  });
});

describe('loggerOptions', () => {
  it('writes to a buffered standard output unless a stream is given or the level is silent', () => {
    const options = loggerOptions('info') as { stream?: { write: unknown } };
    expect(typeof options.stream?.write).toBe('function');
    expect((loggerOptions('silent') as { stream?: unknown }).stream).toBeUndefined();
  });
});
