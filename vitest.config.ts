import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/web'],
    // Vitest's default is one worker fewer than the cores: a single worker on the 2-core CI
    // machine. The files wait on databases and child servers much of the time, so two workers
    // there run the suite in about 80 % of the time (PGlite 452 → 374 s, PostgreSQL 247 → 187 s).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
