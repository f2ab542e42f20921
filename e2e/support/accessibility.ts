/// <reference lib="dom" />
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

/** Violations of these impacts fail a journey; minor and moderate ones are attached only. */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

interface Violation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

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
 * Accessibility as a gate: runs axe (every rule of axe-core, WCAG 2.x A/AA and best practices)
 * on the screen as it is and fails on any serious or critical violation. Call it once the
 * screen has settled: its data shown, its modal or menu open. It also checks that the page
 * has exactly one (HTML) <title>. The full results go into the test's attachments.
 */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  await test.step(`accessibility: ${label}`, async () => {
    await waitForTransitions(page);
    const results = await new AxeBuilder({ page }).analyze();
    await test.info().attach(`axe ${label}`, {
      body: JSON.stringify(results.violations, null, 2),
      contentType: 'application/json',
    });
    const blocking = results.violations.filter((violation) =>
      BLOCKING_IMPACTS.has(violation.impact ?? ''),
    );
    expect(blocking.map(describeViolation), `axe on "${label}"`).toEqual([]);
    // The document's <title>s; an SVG's own <title> (a chart could write one) is not one.
    const titles = await page.evaluate(
      () => document.querySelectorAll('title:not(svg title)').length,
    );
    expect(titles, `<title> elements on "${label}"`).toBe(1);
  });
}
