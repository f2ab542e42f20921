import { defineProject } from 'vitest/config';

/**
 * Pure tests (`*.test.ts`) run in Node. Component tests (`*.test.tsx`) say
 * `// @vitest-environment jsdom` on their first line; src/testing/setup-dom.ts then adds
 * what Mantine needs of a browser (matchMedia, ResizeObserver) and Testing Library's matchers.
 */
export default defineProject({
  test: {
    name: 'web',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'node',
    setupFiles: ['src/testing/setup-dom.ts'],
    // A component test clicks through a whole screen in jsdom: 3.5 s alone on the 2-core
    // machine, over Vitest's 5 s while the server files run beside it.
    testTimeout: 20_000,
  },
});
