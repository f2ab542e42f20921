/**
 * Security harness, part 2: object-level authorisation. Every route whose path, query or body
 * carries an id with `x-object` (idParam / idField in packages/domain/src/ids.ts) is called by
 * a user of merchant A with the id of another merchant's object (lib/objects.ts); a kind the
 * harness cannot look up fails here, naming the kind and what to add.
 */
import { describe, expect, it } from 'vitest';
import { createHarness } from './lib/harness';
import { idsWithoutKind, objectViolations, unknownKinds } from './lib/objects';
import { objectSlots } from './lib/operations';
import { seededTestApp } from './lib/setup';

const t = await seededTestApp();
const h = await createHarness(t.app, t.database, { serverLog: t.serverLog });
const withIds = h.operations.filter((op) => objectSlots(op).length > 0);

describe('object-level authorisation', () => {
  it('finds the routes that take object ids, and knows every kind they name', () => {
    expect(withIds.length).toBeGreaterThan(5);
    expect(unknownKinds(h.operations)).toEqual([]);
  });

  it('every id-like parameter or field says what it names (x-object), so none escapes this test', () => {
    expect(idsWithoutKind(h.operations)).toEqual([]);
  });

  for (const op of withIds) {
    const kinds = objectSlots(op).map((s) => `${s.kind} in ${s.at} "${s.name}"`);
    it(`${op.label} (${kinds.join(', ')})`, async () => {
      expect(await objectViolations(h, op)).toEqual([]);
    });
  }
});
