/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page, test } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/** axe-core's browser build, read once per worker and put into a page when it lacks it. */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** Violations of these impacts fail a journey; minor and moderate ones are attached only. */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

type Violation = AxeResults['violations'][number];

function describeViolation(violation: Violation): string {
  const nodes = violation.nodes
    .slice(0, 5)
    .map(
      (node) => `    ${node.target.join(' ')}: ${node.failureSummary?.replaceAll('\n', ' ') ?? ''}`,
    )
    .join('\n');
  return `${violation.impact} ${violation.id}: ${violation.help}\n${nodes}`;
}

/** Waits for finished transitions (a modal fading in); endless ones (skeletons) do not count. */
async function waitForTransitions(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
}

/**
 * Runs axe in the page itself: every rule axe-core enables by default, with the details of the
 * violations only. (@axe-core/playwright's AxeBuilder re-injects axe, runs it in parts and joins
 * them in a new blank page, and serialises every passing node too: 3 s a screen against 0.6 s
 * here, over 150 screens a run. The app draws no frames, which is what its parts are for.)
 */
async function runAxe(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = { resultTypes: ['violations'] };
  return page.evaluate(
    async (runOptions) =>
      (
        await (window as unknown as { axe: typeof import('axe-core') }).axe.run(
          document,
          runOptions,
        )
      ).violations,
    options,
  );
}

/**
 * Accessibility as a gate: runs axe (every rule of axe-core, WCAG 2.x A/AA and best practices)
 * on the screen as it is and fails on any serious or critical violation. Call it once the
 * screen has settled: its data shown, its modal or menu open. It also checks that the page
 * has exactly one (HTML) <title>. The full results go into the test's attachments.
 */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  await test.step(`accessibility: ${label}`, async () => {
    await waitForTransitions(page);
    const violations = await runAxe(page);
    await test.info().attach(`axe ${label}`, {
      body: JSON.stringify(violations, null, 2),
      contentType: 'application/json',
    });
    const blocking = violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
    expect(blocking.map(describeViolation), `axe on "${label}"`).toEqual([]);
    // The document's <title>s; an SVG's own <title> (a chart could write one) is not one.
    const titles = await page.evaluate(
      () => document.querySelectorAll('title:not(svg title)').length,
    );
    expect(titles, `<title> elements on "${label}"`).toBe(1);
  });
}
