import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import type { DatabaseHandle } from '../../../src/db/client';
import { multipartBody, type Part } from '../../support/multipart';
import { missingKindMessage, OBJECT_KINDS } from './object-kinds';
import type { JsonSchema, Operation, Parameter } from './operations';
import { bearer, nextLoopbackIp, type Principal } from './principals';

/**
 * Valid requests built from an operation's OpenAPI entry: path parameters by their `x-object`
 * kind (the route's merchant, the caller's own user id), the required query and body fields
 * from their schemas (const, default, examples, enum, format, pattern, bounds), and values a
 * schema cannot say (the caller's own e-mail and password, its tokens, a date range) from the
 * field's name. When no valid value can be found the harness throws a HarnessGap saying what
 * to add, and the test fails with it.
 */
export class HarnessGap extends Error {
  override name = 'HarnessGap';
}

export interface BuildContext {
  database: DatabaseHandle;
  /** Whose credentials fill e-mail, password and token fields (the caller, or the subject). */
  owner: Principal;
  /** The merchant the request is about. */
  merchantId: number;
}

export interface BuiltRequest {
  method: string;
  pathParams: Record<string, string>;
  query: Record<string, string | string[]>;
  /** undefined: no body. */
  body: unknown;
  /** The parts of a multipart/form-data body (an upload), sent instead of `body`. */
  multipart?: Part[];
  headers: Record<string, string>;
}

let fresh = 0;
const nextFresh = () => {
  fresh += 1;
  return `${Date.now().toString(36)}${fresh}`;
};
export const freshEmail = () => `sec-new-${nextFresh()}@paydesk.test`;
export const freshPassword = () => `Harness!Rotate-${nextFresh()}Q`;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const daysAgo = (days: number) => isoDay(new Date(Date.now() - days * 86_400_000));

/** A field's name reduced to letters and digits: `start_date` → `startdate`. */
const keyOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

const START_NAMES = new Set(['startdate', 'start', 'from', 'fromdate', 'datefrom', 'since']);
const END_NAMES = new Set(['enddate', 'end', 'to', 'todate', 'dateto', 'until']);

function isDateLike(name: string, schema: JsonSchema): boolean {
  const key = keyOf(name);
  return (
    schema.format === 'date' ||
    schema.format === 'date-time' ||
    /YYYY-MM-DD/.test(schema.description ?? '') ||
    key.endsWith('date') ||
    START_NAMES.has(key) ||
    END_NAMES.has(key)
  );
}

/** Values a schema cannot express, by the field's name (undefined: none known). */
function semanticValue(name: string, schema: JsonSchema, ctx: BuildContext): unknown {
  const owner = ctx.owner;
  switch (keyOf(name)) {
    case 'email':
    case 'oldemail':
    case 'login':
    case 'username':
      return owner.email || 'nobody@paydesk.test';
    case 'newemail':
      return freshEmail();
    case 'password':
    case 'oldpassword':
    case 'currentpassword':
      return owner.password || 'Nobody!Password-2026';
    case 'newpassword':
      return freshPassword();
    case 'accesstoken':
      return owner.accessToken || 'no-token';
    case 'idtoken':
      return owner.idToken || 'no-token';
    case 'refreshtoken':
      return owner.refreshToken || 'no-token';
    case 'timezone':
      return 'UTC';
  }
  if (schema['x-when'] === 'future') return daysAgo(-14);
  if (isDateLike(name, schema)) {
    const key = keyOf(name);
    const day = START_NAMES.has(key) || key.startsWith('start') ? daysAgo(30) : daysAgo(0);
    return schema.format === 'date-time' ? `${day}T00:00:00.000Z` : day;
  }
  return undefined;
}

/** Strings a person would type for a field of this name, tried before generic ones. */
function stringCandidates(name: string): string[] {
  const key = keyOf(name);
  const byName: string[] = [];
  if (key.includes('name')) byName.push('Harness');
  if (key.includes('phone')) byName.push('+1 503 555 0100');
  if (key.includes('taxid')) byName.push('47-1234567');
  if (key.includes('code')) byName.push('123456');
  if (key.includes('reference')) byName.push('brave-otter-4821');
  if (key.includes('url') || key.includes('link')) byName.push('https://paydesk.test/');
  if (key.includes('zip') || key.includes('postal')) byName.push('97204');
  if (key.includes('state')) byName.push('OR');
  if (key.includes('country')) byName.push('USA');
  if (key.includes('currency')) byName.push('USD');
  return [
    ...byName,
    'Checked by the security harness',
    'Harness',
    'harness-check-0001',
    '123456',
    'A1b2C3d4E5f6',
    '2026-01-15',
    'harness@paydesk.test',
    'UTC',
    'a',
    '1',
  ];
}

function stringValue(name: string, schema: JsonSchema): string {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Number.POSITIVE_INFINITY;
  let pattern: RegExp | undefined;
  if (schema.pattern) {
    try {
      pattern = new RegExp(schema.pattern, 'u');
    } catch {
      pattern = new RegExp(schema.pattern);
    }
  }
  const padded = `harness${'0'.repeat(Math.max(0, Math.max(min, 12) - 7))}`;
  const candidates = [...stringCandidates(name), padded.slice(0, Math.min(padded.length, max))];
  const fits = (value: string) =>
    value.length >= min &&
    value.length <= max &&
    (!pattern || pattern.test(value)) &&
    (schema.format !== 'email' || value.includes('@'));
  const found = candidates.find(fits);
  if (found === undefined) {
    throw new HarnessGap(
      `no valid value for string field "${name}" (${JSON.stringify(schema)}): add a candidate ` +
        'for it in stringCandidates() of apps/server/test/security/lib/requests.ts, or an ' +
        'example in its zod schema (.meta({ examples: [...] }))',
    );
  }
  return found;
}

function numberValue(schema: JsonSchema, integer: boolean): number {
  const step = integer ? 1 : 0.5;
  const lo =
    schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + step : 1);
  const hi =
    schema.maximum ??
    (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - step : 1e6);
  return Math.min(Math.max(1000, lo), hi);
}

const mainType = (schema: JsonSchema): string | undefined =>
  Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;

/** A valid value of a schema (required fields only, for objects). */
export async function validValue(
  schema: JsonSchema,
  name: string,
  ctx: BuildContext,
  depth = 0,
): Promise<unknown> {
  if (depth > 8) throw new HarnessGap(`field "${name}" nests too deep to build`);
  const kind = schema['x-object'] ?? schema['x-lookup'];
  if (kind) return objectId(kind, name, ctx);
  if ('const' in schema) return schema.const;
  const semantic = semanticValue(name, schema, ctx);
  if (semantic !== undefined) return semantic;
  if (schema.default !== undefined) return schema.default;
  if (schema.examples?.length) return schema.examples[0];
  if (schema.example !== undefined) return schema.example;
  if (schema.enum?.length) return schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) {
    const option = options.find((o) => mainType(o) !== 'null') ?? options[0] ?? {};
    return validValue(option, name, ctx, depth + 1);
  }
  if (schema.allOf?.length) {
    const merged: JsonSchema = { properties: {}, required: [] };
    for (const part of schema.allOf) {
      Object.assign(merged, { ...part, properties: merged.properties, required: merged.required });
      Object.assign(merged.properties ?? {}, part.properties);
      merged.required?.push(...(part.required ?? []));
    }
    return validValue(merged, name, ctx, depth + 1);
  }
  switch (mainType(schema) ?? (schema.properties ? 'object' : 'string')) {
    case 'string':
      return stringValue(name, schema);
    case 'integer':
      return numberValue(schema, true);
    case 'number':
      return numberValue(schema, false);
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array': {
      const count = schema.minItems ?? 0;
      const items: unknown[] = [];
      for (let i = 0; i < count; i += 1) {
        items.push(await validValue(schema.items ?? {}, name, ctx, depth + 1));
      }
      return items;
    }
    default: {
      const out: Record<string, unknown> = {};
      for (const key of schema.required ?? []) {
        out[key] = await validValue(schema.properties?.[key] ?? {}, key, ctx, depth + 1);
      }
      return out;
    }
  }
}

async function objectId(kind: string, name: string, ctx: BuildContext): Promise<number | string> {
  const entry = OBJECT_KINDS[kind];
  if (!entry) throw new HarnessGap(missingKindMessage(kind, `the field "${name}"`));
  const id = await entry.own({
    database: ctx.database,
    userId: ctx.owner.userId,
    merchantId: ctx.merchantId,
  });
  if (id === undefined) {
    throw new HarnessGap(
      `OBJECT_KINDS.${kind}.own() found no '${kind}' of merchant ${ctx.merchantId} for "${name}": ` +
        'seed one in the test (apps/server/test/security/lib/object-kinds.ts)',
    );
  }
  return id;
}

/** A valid request of the operation, as `ctx.owner` would send it about `ctx.merchantId`. */
export async function buildValidRequest(op: Operation, ctx: BuildContext): Promise<BuiltRequest> {
  const pathParams: Record<string, string> = {};
  const query: Record<string, string | string[]> = {};
  const policy = op.policy;
  const merchantParam =
    policy?.kind === 'merchant-scoped' && 'param' in policy.merchantIdFrom
      ? policy.merchantIdFrom.param
      : undefined;
  const merchantQuery =
    policy?.kind === 'merchant-scoped' && 'query' in policy.merchantIdFrom
      ? policy.merchantIdFrom.query
      : undefined;
  for (const param of op.parameters) {
    if (param.in === 'path') {
      pathParams[param.name] =
        param.name === merchantParam
          ? String(ctx.merchantId)
          : String(await paramValue(param, op, ctx));
    } else if (param.name === merchantQuery) {
      query[param.name] = String(ctx.merchantId);
    } else if (param.required) {
      query[param.name] = String(await paramValue(param, op, ctx));
    }
  }
  if (merchantQuery && !(merchantQuery in query)) query[merchantQuery] = String(ctx.merchantId);
  Object.assign(query, OPTIONAL_QUERY[op.label] ?? {});
  let body = op.body ? await validValue(op.body, 'body', ctx) : undefined;
  body = await somethingToChange(op, body, ctx);
  const headers: Record<string, string> = {};
  if (op.idempotent) headers['idempotency-key'] = `harness-${randomUUID()}`;
  const upload = UPLOAD_FILES[op.label];
  const multipart = upload
    ? [upload]
    : op.multipart
      ? await multipartParts(op.multipart, ctx)
      : undefined;
  return {
    method: op.method,
    pathParams,
    query,
    body,
    headers,
    ...(multipart ? { multipart } : {}),
  };
}

/**
 * Optional query values a generic request carries so that every caller the policy admits may
 * succeed: an upload's default purpose, dispute evidence, also needs can-manage-disputes
 * (test/modules/files covers who may send it); a document does not.
 */
const OPTIONAL_QUERY: Record<string, Record<string, string>> = {
  'POST /api/merchants/:id/files': { type: 'voidedCheck' },
};

/**
 * Uploads that take a file other than the PDF: a bulk tool's CSV (the path's first tab,
 * add-users; a row that will not apply still answers the preview, 201).
 */
const UPLOAD_FILES: Record<string, Part> = {
  'POST /api/admin/bulk-tools/:tab/preview': {
    name: 'file',
    filename: 'harness.csv',
    contentType: 'text/csv',
    data: Buffer.from(
      'merchant_id,email,first_name,last_name,role\r\n1,harness.bulk@example.com,Har,Ness,user\r\n',
    ),
  },
};

/** A small file every upload purpose of the harness takes: a one-page PDF. */
export const HARNESS_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
    '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

/**
 * The parts of a valid multipart body: each required field (binary ones as a file, the PDF
 * above), in the schema's order, so fields come before the file as browsers send them.
 */
async function multipartParts(schema: JsonSchema, ctx: BuildContext): Promise<Part[]> {
  const parts: Part[] = [];
  const files: Part[] = [];
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    if (field.format === 'binary') {
      files.push({
        name,
        filename: 'harness.pdf',
        contentType: 'application/pdf',
        data: HARNESS_PDF,
      });
    } else if (schema.required?.includes(name)) {
      parts.push({ name, value: String(await validValue(field, name, ctx)) });
    }
  }
  return [...parts, ...files];
}

/**
 * A PATCH changes something: when its body has no required field (so the generic body is
 * `{}`, which such routes refuse as "nothing to change"), one field is set: its first boolean
 * field, else its first field.
 */
async function somethingToChange(
  op: Operation,
  body: unknown,
  ctx: BuildContext,
): Promise<unknown> {
  const properties = Object.entries(op.body?.properties ?? {});
  const empty =
    body !== null &&
    typeof body === 'object' &&
    !Array.isArray(body) &&
    Object.keys(body).length === 0;
  if (op.method !== 'PATCH' || !empty || properties.length === 0) return body;
  const [name, schema] =
    properties.find(([, field]) => mainType(field) === 'boolean') ?? properties[0] ?? [];
  if (name === undefined || schema === undefined) return body;
  return { [name]: await validValue(schema, name, ctx) };
}

async function paramValue(param: Parameter, op: Operation, ctx: BuildContext): Promise<unknown> {
  if (!op.inDocument) {
    // A route outside the document (static files, the SSO page): its wildcard and names.
    return param.name === '*' ? 'index.html' : 'harness';
  }
  return validValue(param.schema, param.name, ctx);
}

/** The url of a built request: each path parameter one encoded segment, then the query. */
export function urlOf(url: string, request: Pick<BuiltRequest, 'pathParams' | 'query'>): string {
  const path = url
    .replace(/:([A-Za-z0-9_]+)/g, (_, name: string) =>
      encodeURIComponent(request.pathParams[name] ?? 'harness'),
    )
    .replace(/\*$/, () => encodeURIComponent(request.pathParams['*'] ?? 'index.html'));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(request.query)) {
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, item);
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** app.inject options: the principal's bearer, JSON body, a fresh loopback address. */
export function injectOf(
  op: Pick<Operation, 'url'>,
  request: BuiltRequest,
  principal: Principal,
): InjectOptions {
  const headers: Record<string, string> = { ...bearer(principal), ...request.headers };
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  const form = request.multipart ? multipartBody(request.multipart) : undefined;
  if (form) Object.assign(headers, form.headers);
  return {
    method: request.method as InjectOptions['method'],
    url: urlOf(op.url, request),
    headers,
    ...(request.body !== undefined ? { payload: JSON.stringify(request.body) } : {}),
    ...(form ? { payload: form.payload } : {}),
    remoteAddress: nextLoopbackIp(),
  };
}
