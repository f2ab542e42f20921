import { describe, expect, it } from 'vitest';
import { EVIDENCE_LIMITS } from '../../processors/simulated-processor';
import { evidenceLimitProblem } from './evidence-limits';

const MB = 1024 * 1024;
const older = EVIDENCE_LIMITS[2];
const newer = EVIDENCE_LIMITS[3];

describe('evidence limits', () => {
  it('are 19 pages and 4.5 MB on processor 2, 50 pages and 8 MB on processor 3', () => {
    expect(older).toEqual({ maxPages: 19, maxBytes: 4.5 * MB });
    expect(newer).toEqual({ maxPages: 50, maxBytes: 8 * MB });
  });

  it('names the pages over the limit and what to do', () => {
    expect(evidenceLimitProblem({ pages: 23, bytes: MB }, older)).toBe(
      'The evidence comes to 23 pages; this processor accepts at most 19. Remove or shorten a file.',
    );
  });

  it('names the size over the limit and what to do', () => {
    expect(evidenceLimitProblem({ pages: 3, bytes: Math.round(5.2 * MB) }, older)).toBe(
      'The evidence comes to 5.2 MB; this processor accepts at most 4.5 MB. Send smaller files (a scan at lower resolution).',
    );
    expect(evidenceLimitProblem({ pages: 3, bytes: 9 * MB }, newer)).toBe(
      'The evidence comes to 9 MB; this processor accepts at most 8 MB. Send smaller files (a scan at lower resolution).',
    );
  });

  it('never shows a size just over the limit as the limit itself', () => {
    expect(evidenceLimitProblem({ pages: 1, bytes: 4.5 * MB + 1 }, older)).toContain(
      'comes to 4.6 MB; this processor accepts at most 4.5 MB',
    );
  });

  it('gives both sentences when both limits are passed', () => {
    const problem = evidenceLimitProblem({ pages: 51, bytes: 8 * MB + 1 }, newer);
    expect(problem).toMatch(/^The evidence comes to 51 pages; .* The evidence comes to 8\.1 MB; /);
  });

  it('is null at or under the limits', () => {
    expect(evidenceLimitProblem({ pages: 19, bytes: 4.5 * MB }, older)).toBeNull();
    expect(evidenceLimitProblem({ pages: 1, bytes: 1000 }, newer)).toBeNull();
  });
});
