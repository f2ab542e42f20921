import { defineProject } from 'vitest/config';

// Pure functions only: a worker keeps its modules loaded from one file to the next.
export default defineProject({
  test: { name: 'domain', include: ['src/**/*.test.ts'], isolate: false },
});
