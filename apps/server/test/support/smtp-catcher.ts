import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A local SMTP server that takes every message (no TLS, no auth) and keeps its raw text. */
export interface SmtpCatcher {
  /** Each message taken, as it came over the wire. */
  received: string[];
  /** Starts listening on a free loopback port; answers the `smtp://` URL of it. */
  listen(): Promise<string>;
  close(): Promise<void>;
}

export function smtpCatcher(): SmtpCatcher {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, _session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => {
        data += chunk.toString();
      });
      stream.on('end', () => {
        received.push(data);
        callback();
      });
    },
  });
  return {
    received,
    listen: async () => {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
