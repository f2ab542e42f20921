import { API_SECURITY_HEADERS, securityHeadersFor } from '../../../src/platform/security';

/**
 * What every answer of the server must be, whoever asks and whatever they send
 * (ARCHITECTURE rule 7, docs/api.md): never a 5xx; the security headers on every answer;
 * API answers never cacheable; every API failure exactly `{ error_message, errors? }` as JSON.
 */
export interface Answer {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

export const clip = (text: string, max = 300) =>
  text.length > max ? `${text.slice(0, max)}… (${text.length} characters)` : text;

/**
 * The API reference (swagger-ui under /api/docs) sends its own Content-Security-Policy, by
 * design (docs/architecture.md "Security headers"): there the header must be present, not equal.
 */
const OWN_CSP_PREFIXES = ['/api/docs'];

/** The problems of one answer (none: []); `url` is the request's path. */
export function answerProblems(answer: Answer, options: { url: string }): string[] {
  const problems: string[] = [];
  const status = answer.statusCode;
  const path = options.url.split('?')[0] ?? '';
  const api = path.startsWith('/api/');
  const ownCsp = OWN_CSP_PREFIXES.some((prefix) => path.startsWith(prefix));
  if (status >= 500) problems.push(`answered ${status}: ${clip(answer.body)}`);
  const lacking = (expected: Readonly<Record<string, string>>) =>
    Object.entries(expected)
      .filter(([name, value]) => {
        const got = String(answer.headers[name] ?? '');
        return ownCsp && name === 'content-security-policy' ? got === '' : got !== value;
      })
      .map(([name]) => name);
  // JSON answers carry the API set; pages and assets the document set. A refusal written
  // before routing (a malformed address, oversized headers) is JSON on any path.
  let missing = lacking(securityHeadersFor(path));
  if (missing.length > 0 && !api && isJson(answer) && lacking(API_SECURITY_HEADERS).length === 0) {
    missing = [];
  }
  if (missing.length > 0) {
    problems.push(`${status} lacks the security headers ${missing.join(', ')}`);
  }
  if (!api) return problems;
  const cache = String(answer.headers['cache-control'] ?? '');
  if (!/\bno-store\b/.test(cache)) {
    problems.push(`${status} API answer without Cache-Control: no-store (got "${cache}")`);
  }
  if (status >= 400) problems.push(...errorShapeProblems(answer));
  return problems;
}

const isJson = (answer: Answer) =>
  /^application\/json\b/.test(String(answer.headers['content-type'] ?? ''));

/** `{ error_message: string, errors?: Record<string, string[]> }`, nothing more, as JSON. */
export function errorShapeProblems(answer: Answer): string[] {
  const status = answer.statusCode;
  const type = String(answer.headers['content-type'] ?? '');
  const problems: string[] = [];
  if (!/^application\/json\b/.test(type)) {
    problems.push(`${status} answered content-type "${type}", not JSON`);
  }
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return [...problems, `${status} answered a body that is not JSON: ${clip(answer.body)}`];
  }
  const shape = `${status} is not the one error shape { error_message, errors? }: ${clip(answer.body)}`;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return [...problems, shape];
  const record = body as Record<string, unknown>;
  const extra = Object.keys(record).filter((k) => k !== 'error_message' && k !== 'errors');
  const message = record.error_message;
  const errors = record.errors;
  const errorsOk =
    errors === undefined ||
    (typeof errors === 'object' &&
      errors !== null &&
      !Array.isArray(errors) &&
      Object.values(errors).every(
        (list) => Array.isArray(list) && list.every((m) => typeof m === 'string'),
      ));
  if (extra.length > 0 || typeof message !== 'string' || message.length === 0 || !errorsOk) {
    problems.push(shape);
  }
  return problems;
}

/** The field names of a 400's `errors`, or [] for any other answer. */
export function errorFields(answer: Answer): string[] {
  try {
    const body = JSON.parse(answer.body) as { errors?: Record<string, unknown> };
    return Object.keys(body.errors ?? {});
  } catch {
    return [];
  }
}
