/**
 * Security harness, part 3: input fuzz of every operation of the OpenAPI document
 * (lib/fuzz.ts), as a caller that passes the route's guard.
 *
 * Environment:
 *   FUZZ_RUNS  random cases per operation, after the fixed catalog (default 100; `npm run fuzz`
 *              uses 1000).
 *   FUZZ_SEED  the fast-check seed: a number replays a run; `random` draws one and prints it
 *              (`npm run fuzz` default). Unset: the fixed seed below, so `npm test` is stable.
 *   FUZZ_SUMMARY=1  prints the answers' statuses per operation (always on with a random seed).
 * A failure prints fast-check's report (seed, path, the shrunk counterexample) and the
 * command that replays it.
 *
 * The operations are dealt over the files input-fuzz-{1,2,3}-of-3.test.ts (operation i goes
 * to shard i mod 3), so that the suite's longest file runs on several Vitest workers at once.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { type FuzzStats, fuzzOperation } from './fuzz';
import { createHarness } from './harness';
import { seededTestApp } from './setup';

const FIXED_SEED = 20_260_522;
const runs = Number(process.env.FUZZ_RUNS ?? 100);
const seedSetting = process.env.FUZZ_SEED;
const seed =
  seedSetting === 'random'
    ? Math.floor(Math.random() * 2 ** 31)
    : seedSetting
      ? Number(seedSetting)
      : FIXED_SEED;
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`FUZZ_RUNS=${process.env.FUZZ_RUNS}: a whole number, please`);
if (!Number.isInteger(seed))
  throw new Error(`FUZZ_SEED=${seedSetting}: a whole number or "random"`);
const summary = process.env.FUZZ_SUMMARY === '1' || seedSetting !== undefined;

/** Defines the fuzz tests of shard `shard` (1-based) of `shards`. */
export async function defineInputFuzz(shard: number, shards: number): Promise<void> {
  if (seedSetting !== undefined) {
    console.log(
      `input fuzz ${shard} of ${shards}: FUZZ_SEED=${seed} FUZZ_RUNS=${runs} (replay with these)`,
    );
  }
  const t = await seededTestApp();
  const h = await createHarness(t.app, t.database, { serverLog: t.serverLog });
  const allDocumented = h.operations.filter((op) => op.inDocument);
  const documented = allDocumented.filter((_, index) => index % shards === shard - 1);
  const stats = new Map<string, FuzzStats>();

  afterAll(() => {
    if (!summary) return;
    const lines = [...stats].map(([label, s]) => {
      const statuses = Object.entries(s.byStatus)
        .map(([status, count]) => `${status}×${count}`)
        .join(' ');
      return `${label.padEnd(52)} ${String(s.cases).padStart(5)} cases  ${statuses}`;
    });
    const total = [...stats.values()].reduce((sum, s) => sum + s.cases, 0);
    console.log(
      `input fuzz ${shard} of ${shards}, seed ${seed}, ${total} cases:\n${lines.join('\n')}`,
    );
  });

  describe(`input fuzz ${shard} of ${shards} (seed ${seed}, ${runs} random cases per operation after the catalog)`, () => {
    it('fuzzes its share of every operation of the document', () => {
      expect(allDocumented.length).toBeGreaterThan(20);
      expect(documented.length).toBeGreaterThan(0);
    });

    for (const op of documented) {
      it(op.label, { timeout: Math.max(60_000, runs * 600) }, async () => {
        const result: FuzzStats = { cases: 0, byStatus: {} };
        stats.set(op.label, result);
        await fuzzOperation(h, op, { seed, runs }, result);
        // Every random case ran (the catalog's come on top).
        expect(result.cases).toBeGreaterThanOrEqual(runs);
        // Rate limits must not hide what the cases were meant to reach.
        expect(result.byStatus[429] ?? 0, 'answers 429 (rate limited)').toBeLessThanOrEqual(
          result.cases / 10,
        );
      });
    }
  });
}
