import { describe, expect, it } from 'vitest';
import { defaultDateRange } from './default-date-range';

describe('defaultDateRange', () => {
  it('spans the start of the current month to the end of today', () => {
    const now = new Date(2026, 4, 17, 13, 45);
    const { from, to } = defaultDateRange(now);
    expect(new Date(from)).toEqual(new Date(2026, 4, 1, 0, 0, 0, 0));
    expect(new Date(to)).toEqual(new Date(2026, 4, 17, 23, 59, 59, 999));
  });
});
