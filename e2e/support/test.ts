// Every journey imports `test` and `expect` from here instead of '@playwright/test': the same
// fixtures, but `baseURL` (and so `page.goto('/…')` and `request`) names the worker's own
// server (support/servers.ts).
import { test as base } from '@playwright/test';
import { serverURL } from './servers';

export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; this one has none.
  baseURL: async ({}, use, testInfo) => {
    await use(serverURL(testInfo.parallelIndex));
  },
});

export { expect } from '@playwright/test';
