import { describeCall, type Harness, send, validRequestFor } from './harness';
import { missingKindMessage, OBJECT_KINDS } from './object-kinds';
import { type JsonSchema, type ObjectSlot, type Operation, objectSlots } from './operations';
import { HarnessGap, injectOf } from './requests';

/**
 * Part 2, object-level authorisation: every id an operation takes (a path or query parameter
 * or a body field carrying `x-object`) is swapped, one at a time, for the id of another
 * merchant's object (OBJECT_KINDS.foreign), in an otherwise valid request of a user of merchant
 * A. The answer must not be a 2xx and must not hold any value identifying that object.
 */
export async function objectViolations(h: Harness, op: Operation): Promise<string[]> {
  const problems: string[] = [];
  for (const slot of objectSlots(op)) {
    const where = `${op.label} ${slot.at} "${slot.name}"`;
    const entry = OBJECT_KINDS[slot.kind];
    if (!entry) {
      problems.push(missingKindMessage(slot.kind, where));
      continue;
    }
    for (const caller of h.cast.sameMerchant) {
      await h.principals.live(caller);
      const foreign = await entry.foreign({ database: h.database, userId: caller.userId });
      if (!foreign) {
        problems.push(
          `${where}: OBJECT_KINDS.${slot.kind}.foreign() found no '${slot.kind}' outside the ` +
            `merchants of ${caller.name}: seed one (apps/server/test/security/lib/object-kinds.ts)`,
        );
        continue;
      }
      let request: Awaited<ReturnType<typeof validRequestFor>>;
      try {
        request = await validRequestFor(h, op, caller);
      } catch (error) {
        if (error instanceof HarnessGap) {
          problems.push(`${where}: cannot build a request: ${error.message}`);
          continue;
        }
        throw error;
      }
      place(request, slot, foreign.id);
      const sent = await send(h, op, caller, injectOf(op, request, caller), request.body);
      const call = `${describeCall(caller, sent)} (${slot.kind} ${foreign.id} of another merchant in ${slot.at} "${slot.name}")`;
      problems.push(...sent.problems.map((p) => `${call}: ${p}`));
      const status = sent.answer.statusCode;
      if (status >= 200 && status < 300) problems.push(`${call}: answered a 2xx`);
      const body = sent.answer.body.toLowerCase();
      const leaked = foreign.identifying.filter((value) => body.includes(value.toLowerCase()));
      if (leaked.length > 0) {
        problems.push(`${call}: the answer holds the foreign ${slot.kind}'s ${leaked.join(', ')}`);
      }
    }
  }
  return problems;
}

function place(
  request: {
    pathParams: Record<string, string>;
    query: Record<string, string | string[]>;
    body: unknown;
  },
  slot: ObjectSlot,
  id: number | string,
): void {
  if (slot.at === 'path') request.pathParams[slot.name] = String(id);
  else if (slot.at === 'query') request.query[slot.name] = String(id);
  else {
    request.body ??= {};
    let node = request.body as Record<string, unknown>;
    slot.path.forEach((key, index) => {
      if (index === slot.path.length - 1) node[key] = id;
      else {
        const next = node[key];
        if (typeof next !== 'object' || next === null)
          node[key] = /^\d+$/.test(slot.path[index + 1] ?? '') ? [] : {};
        node = node[key] as Record<string, unknown>;
      }
    });
  }
}

/** Every x-object kind the operations use that OBJECT_KINDS cannot look up, with where. */
export function unknownKinds(operations: Operation[]): string[] {
  return operations.flatMap((op) =>
    objectSlots(op)
      .filter((slot) => !OBJECT_KINDS[slot.kind])
      .map((slot) => missingKindMessage(slot.kind, `${op.label} ${slot.at} "${slot.name}"`)),
  );
}

const ID_NAME = /^(id|.+Id|.+_id|.+ID)$/;

/**
 * Parameters and body fields that look like ids (named `id`, `…Id`, `…_id`) but carry no
 * `x-object`: the object-level test cannot see them, so they fail until declared with
 * idParam / idField (packages/domain/src/ids.ts).
 */
export function idsWithoutKind(operations: Operation[]): string[] {
  const found: string[] = [];
  for (const op of operations) {
    if (!op.inDocument) continue;
    for (const p of op.parameters) {
      if (ID_NAME.test(p.name) && !p.schema['x-object']) {
        found.push(`${op.label} ${p.in} "${p.name}": declare it with idParam(kind, …)`);
      }
    }
    const walk = (schema: JsonSchema | undefined, path: string[]) => {
      if (!schema || path.length > 6) return;
      const name = path[path.length - 1] ?? '';
      const type = Array.isArray(schema.type) ? schema.type : [schema.type];
      if (ID_NAME.test(name) && type.includes('integer') && !schema['x-object']) {
        found.push(`${op.label} body "${path.join('.')}": declare it with idField(kind, …)`);
      }
      for (const [key, child] of Object.entries(schema.properties ?? {}))
        walk(child, [...path, key]);
      if (schema.items) walk(schema.items, [...path, '0']);
    };
    walk(op.body, []);
  }
  return found;
}
