import { Writable } from 'node:stream';

/**
 * The server's own account of its 5xx answers: error-level log lines kept by request id, so a
 * harness failure names the exception (type, message, where) behind "Reference: <id>", and
 * different bugs behind the same 500 are told apart.
 */
export class ServerLog {
  private readonly errors = new Map<string, string>();

  readonly stream = new Writable({
    write: (chunk: Buffer, _encoding, done) => {
      const line = chunk.toString();
      if (line.includes('"level":50') || line.includes('"level":60')) this.keep(line);
      done();
    },
  });

  private keep(line: string): void {
    try {
      const entry = JSON.parse(line) as {
        reqId?: string;
        err?: { type?: string; message?: string; stack?: string };
      };
      if (!entry.reqId || !entry.err) return;
      const frame = /\bat [^\n]*?\/(src\/[^\s)]+)/.exec(entry.err.stack ?? '')?.[1];
      const summary = `${entry.err.type ?? 'Error'}: ${entry.err.message ?? ''}`.slice(0, 200);
      this.errors.set(entry.reqId, frame ? `${summary} (at ${frame})` : summary);
    } catch {
      // not a JSON line
    }
  }

  /** What the server logged for the request, if it logged an error. */
  errorOf(requestId: unknown): string | undefined {
    return typeof requestId === 'string' ? this.errors.get(requestId) : undefined;
  }
}
