import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logger';

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
