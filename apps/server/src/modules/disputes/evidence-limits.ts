import type { EvidenceLimits } from '../../processors/processor-port';

/**
 * Whether a packaged evidence PDF fits what the merchant's processor takes
 * (`processorFor(merchant).evidenceLimits`: processor 2 at most 19 pages and 4.5 MB,
 * processor 3 at most 50 pages and 8 MB; docs/disputes.md "Evidence package"). Checked
 * before anything is sent, so the merchant can fix the evidence before the deadline.
 */

export type { EvidenceLimits } from '../../processors/processor-port';

const MB = 1024 * 1024;

/** Megabytes to one decimal, rounded up so that a size over a limit never reads as the limit. */
const megabytes = (bytes: number, round: (n: number) => number) => {
  const tenths = round((bytes * 10) / MB); // exact: MB is a power of two
  return `${tenths % 10 === 0 ? tenths / 10 : (tenths / 10).toFixed(1)} MB`;
};

const pagesText = (n: number) => `${n} ${n === 1 ? 'page' : 'pages'}`;

/**
 * What is wrong with a package of `pages` pages and `bytes` bytes for these limits, as a
 * person can act on it, or null when it fits. Both sentences when both limits are passed.
 */
export function evidenceLimitProblem(
  size: { pages: number; bytes: number },
  limits: EvidenceLimits,
): string | null {
  const problems: string[] = [];
  if (size.pages > limits.maxPages) {
    problems.push(
      `The evidence comes to ${pagesText(size.pages)}; this processor accepts at most ${limits.maxPages}. Remove or shorten a file.`,
    );
  }
  if (size.bytes > limits.maxBytes) {
    problems.push(
      `The evidence comes to ${megabytes(size.bytes, Math.ceil)}; this processor accepts at most ${megabytes(limits.maxBytes, Math.floor)}. Send smaller files (a scan at lower resolution).`,
    );
  }
  return problems.length > 0 ? problems.join(' ') : null;
}
