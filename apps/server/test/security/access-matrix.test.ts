/**
 * Security harness, part 1: the role × route matrix (see lib/matrix.ts for the expectations).
 * Every route of app.routeInventory is walked, so a new route joins with no new test: it
 * fails here if its policy is not enforced as declared, if a caller gets a 5xx or an answer
 * outside the one error shape, or if no valid request could be built for it (the message says
 * what to add). MATRIX_SUMMARY=1 prints every call with its answer.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createHarness } from './lib/harness';
import { matrixCalls, matrixViolations } from './lib/matrix';
import { seededTestApp } from './lib/setup';

const t = await seededTestApp();
const h = await createHarness(t.app, t.database, { serverLog: t.serverLog });
const served = h.operations.filter((op) => op.endpoint || op.inDocument);
const others = h.operations.filter((op) => !op.endpoint && !op.inDocument);

afterAll(() => {
  if (process.env.MATRIX_SUMMARY === '1') console.log(matrixCalls.join('\n'));
});

describe('role × route matrix', () => {
  it('walks every route of the inventory, and the document has no operation without a route', () => {
    expect(served.length).toBeGreaterThan(20);
    expect(h.orphans).toEqual([]);
  });

  for (const op of served) {
    it(op.label, async () => {
      expect(await matrixViolations(h, op)).toEqual([]);
    });
  }

  it(`routes outside the API document (${others.length}: web app, docs, SSO page)`, async () => {
    const problems: string[] = [];
    for (const op of others) problems.push(...(await matrixViolations(h, op)));
    expect(problems).toEqual([]);
  });
});
