import type { Readable } from 'node:stream';
import type { MatchedReport } from '@paydesk/domain/report-schedule-catalogue';
import type { FastifyInstance } from 'fastify';

/** What rendering a view's CSV came to. */
export type RenderOutcome =
  | { kind: 'csv'; content: Buffer; filename: string }
  /** Larger than the cap: the answer was cut off and dropped. */
  | { kind: 'too-large' }
  /** The route refused the call (4xx), with its message. */
  | { kind: 'refused'; status: number; message: string };

/** The most of a refusal's body read for its message. */
const MAX_ERROR_BYTES = 64 * 1024;

/** Reads a stream up to `max` bytes; undefined (and the stream destroyed) past it. */
async function readUpTo(stream: Readable, max: number): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += bytes.length;
    if (size > max) {
      stream.destroy();
      return undefined;
    }
    chunks.push(bytes);
  }
  return Buffer.concat(chunks);
}

function errorMessageOf(body: Buffer | undefined, status: number): string {
  try {
    const parsed = JSON.parse(body?.toString('utf8') ?? '') as { error_message?: unknown };
    if (typeof parsed.error_message === 'string') return parsed.error_message;
  } catch {
    // not the error shape: the status says it
  }
  return `The report answered ${status}.`;
}

/**
 * A view's CSV through the report's own API list route, called in-process (`app.inject`) with
 * `authorization` (a session of the schedule's owner): the guard, the query validation and the
 * list are the ones a person's download meets, so the file is the one they would download and
 * a permission they lost refuses it. The answer is read as a stream and dropped past
 * `maxBytes` (destroying the response stops the list's stream on the server side too).
 */
export async function renderReportCsv(
  app: FastifyInstance,
  input: {
    match: MatchedReport;
    query: Record<string, string>;
    authorization: string;
    maxBytes: number;
  },
): Promise<RenderOutcome> {
  const { report, pathParams } = input.match;
  const path = report.route.path.replace(/:(\w+)/g, (_all, name: string) =>
    encodeURIComponent(pathParams[name] ?? ''),
  );
  const response = await app.inject({
    method: 'GET',
    url: `/api${path}?${new URLSearchParams(input.query).toString()}`,
    headers: { authorization: input.authorization },
    payloadAsStream: true,
  });
  const stream = response.stream();
  if (response.statusCode !== 200) {
    const message = errorMessageOf(await readUpTo(stream, MAX_ERROR_BYTES), response.statusCode);
    if (response.statusCode >= 500) throw new Error(message);
    return { kind: 'refused', status: response.statusCode, message };
  }
  const content = await readUpTo(stream, input.maxBytes);
  if (!content) {
    response.raw.res.destroy();
    return { kind: 'too-large' };
  }
  const disposition = String(response.headers['content-disposition'] ?? '');
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'report.csv';
  return { kind: 'csv', content, filename };
}
