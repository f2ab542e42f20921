import type { AccessPolicy } from '@paydesk/domain/access';
import type { EndpointDefinition } from '@paydesk/domain/endpoint';
import type { FastifyInstance } from 'fastify';

/**
 * The routes the security harness walks: every route of `app.routeInventory` (never a hand
 * list), joined with its operation in the served OpenAPI document, whose parameter and body
 * schemas (with `x-object` on ids) say how to build requests.
 */

/** The subset of JSON Schema the OpenAPI document uses (zod 4's output). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  examples?: unknown[];
  example?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  description?: string;
  'x-object'?: string;
  /**
   * An object a valid request needs but whose swapping is no violation (a public payment
   * link's token: any link is public by design): looked up like `x-object`, never swapped.
   */
  'x-lookup'?: string;
  /** `future`: a day that must be ahead (a first charge, a rescheduled one). */
  'x-when'?: string;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
  description?: string | undefined;
}

export interface Operation {
  /** "METHOD /api/url/:param", the inventory's spelling (the key of every harness table). */
  label: string;
  method: string;
  /** The inventory's url, with `:name` parameters and `*` wildcards. */
  url: string;
  /** The policy the route was registered with (what the guard enforces). */
  policy: AccessPolicy | undefined;
  /** The endpoint declaration (packages/domain/src/endpoints), for routes served from one. */
  endpoint: EndpointDefinition | undefined;
  /** The OpenAPI path (`{name}` parameters) when the document has the operation. */
  openApiPath: string | undefined;
  /** The operation's `security` requirement in the document (undefined: none). */
  security: unknown;
  inDocument: boolean;
  /** Path and query parameters, schemas with every $ref resolved. */
  parameters: Parameter[];
  body: JsonSchema | undefined;
  bodyRequired: boolean;
  /** The body is multipart/form-data (an upload): its parts' schema. */
  multipart: JsonSchema | undefined;
  idempotent: boolean;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

interface OpenApiOperation {
  parameters?: (Parameter & { schema: JsonSchema })[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown;
}

/** Every $ref replaced by its target (the document has no recursive schemas; depth-guarded). */
export function resolveSchema(
  schema: JsonSchema | undefined,
  doc: OpenApiDocument,
  depth = 0,
): JsonSchema | undefined {
  if (!schema || typeof schema !== 'object') return schema;
  if (depth > 40) throw new Error('OpenAPI schema nests too deep (a recursive $ref?)');
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    const target = doc.components?.schemas?.[name];
    if (!target) throw new Error(`OpenAPI document: unresolved $ref ${schema.$ref}`);
    const { $ref: _ref, ...rest } = schema;
    return resolveSchema({ ...target, ...rest }, doc, depth + 1);
  }
  const out: JsonSchema = { ...schema };
  if (schema.properties) {
    out.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([k, v]) => [
        k,
        resolveSchema(v, doc, depth + 1) ?? {},
      ]),
    );
  }
  if (schema.items) out.items = resolveSchema(schema.items, doc, depth + 1);
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const list = schema[key];
    if (list) out[key] = list.map((s) => resolveSchema(s, doc, depth + 1) ?? {});
  }
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
    out.additionalProperties = resolveSchema(schema.additionalProperties, doc, depth + 1);
  }
  return out;
}

/** `/api/merchants/:id` → `/api/merchants/{id}` (how @fastify/swagger names paths). */
export const openApiPathOf = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

export const pathParamNames = (url: string) =>
  [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] ?? '');

export async function fetchOpenApi(app: FastifyInstance): Promise<OpenApiDocument> {
  const res = await app.inject('/api/openapi.json');
  if (res.statusCode !== 200) throw new Error(`GET /api/openapi.json answered ${res.statusCode}`);
  return res.json() as OpenApiDocument;
}

/**
 * Every route but Fastify's automatic HEAD twins of GET routes, with its document entry.
 * Also answers the document operations no route serves (there should be none).
 */
export async function listOperations(
  app: FastifyInstance,
): Promise<{ operations: Operation[]; orphans: string[]; doc: OpenApiDocument }> {
  const doc = await fetchOpenApi(app);
  const seen = new Set<string>();
  const gets = new Set(app.routeInventory.filter((r) => r.method === 'GET').map((r) => r.url));
  const operations: Operation[] = [];
  for (const route of app.routeInventory) {
    if (route.method === 'HEAD' && gets.has(route.url)) continue;
    const openApiPath = openApiPathOf(route.url);
    const entry = doc.paths[openApiPath]?.[route.method.toLowerCase()];
    if (entry) seen.add(`${route.method} ${openApiPath}`);
    const parameters: Parameter[] = (entry?.parameters ?? []).map((p) => ({
      name: p.name,
      in: p.in,
      required: Boolean(p.required),
      schema: resolveSchema(p.schema, doc) ?? {},
      description: p.description ?? p.schema?.description,
    }));
    // Parameters of the url that the document does not describe (routes outside it).
    for (const name of pathParamNames(route.url)) {
      if (!parameters.some((p) => p.in === 'path' && p.name === name)) {
        parameters.push({ name, in: 'path', required: true, schema: { type: 'string' } });
      }
    }
    const content = entry?.requestBody?.content;
    const bodySchema = content?.['application/json']?.schema;
    const multipartSchema = content?.['multipart/form-data']?.schema;
    operations.push({
      label: `${route.method} ${route.url}`,
      method: route.method,
      url: route.url,
      policy: route.policy,
      endpoint: route.endpoint,
      openApiPath: entry ? openApiPath : undefined,
      security: entry?.security,
      inDocument: Boolean(entry),
      parameters,
      body: resolveSchema(bodySchema, doc),
      bodyRequired: Boolean(entry?.requestBody?.required),
      multipart: resolveSchema(multipartSchema, doc),
      idempotent: Boolean(route.endpoint?.idempotent),
    });
  }
  const orphans: string[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const method of Object.keys(methods)) {
      const key = `${method.toUpperCase()} ${path}`;
      if (!seen.has(key)) orphans.push(key);
    }
  }
  return { operations, orphans, doc };
}

/** API routes (JSON, the one error shape) as opposed to the web app, docs and SSO page. */
export const isApiRoute = (op: Pick<Operation, 'url'>) => op.url.startsWith('/api/');

/** Where each `x-object` id of an operation sits: a path or query parameter, or a body field. */
export interface ObjectSlot {
  at: 'path' | 'query' | 'body';
  /** Parameter name, or the body field's path. */
  name: string;
  path: string[];
  kind: string;
}

export function objectSlots(op: Operation): ObjectSlot[] {
  const slots: ObjectSlot[] = [];
  for (const p of op.parameters) {
    const kind = p.schema['x-object'];
    if (kind) slots.push({ at: p.in, name: p.name, path: [p.name], kind });
  }
  const walk = (schema: JsonSchema | undefined, path: string[]) => {
    if (!schema || path.length > 6) return;
    if (schema['x-object'] && path.length > 0) {
      slots.push({ at: 'body', name: path.join('.'), path, kind: schema['x-object'] });
    }
    for (const [key, child] of Object.entries(schema.properties ?? {})) walk(child, [...path, key]);
    if (schema.items) walk(schema.items, [...path, '0']);
    for (const option of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) walk(option, path);
  };
  walk(op.body, []);
  return slots;
}
