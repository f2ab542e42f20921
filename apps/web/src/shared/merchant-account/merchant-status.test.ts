import { describe, expect, it } from 'vitest';
import {
  isClosedStatus,
  merchantStatusLabel,
  merchantStatusStyle,
  STATUS_STYLES,
} from './merchant-status';

describe('merchant status', () => {
  it('labels every status number of part 2 §4', () => {
    const labels = [-1, 0, 1, 2, 3, 4, 5, 11, 33, 66, 99, 133].map((s) =>
      merchantStatusLabel(s, 2),
    );
    expect(labels).toEqual([
      'Error',
      'Disabled',
      'Active',
      'Submitted',
      'Verifying',
      'Information Needed',
      'Rejected',
      'In Review',
      'Closed - Pending',
      'Pending',
      'Denied',
      'Closed',
    ]);
  });

  it('hides the " - Pending" suffix on the newer processor only', () => {
    expect(merchantStatusLabel(33, 2)).toBe('Closed - Pending');
    expect(merchantStatusLabel(33, 3)).toBe('Closed');
    expect(merchantStatusLabel(66, 3)).toBe('Pending');
    expect(merchantStatusLabel(7, 3)).toBe('Status 7');
  });

  it('gives each status its own display style', () => {
    const styles = [-1, 0, 1, 2, 3, 4, 5, 11, 33, 66, 99, 133].map(merchantStatusStyle);
    expect(styles).toEqual([...STATUS_STYLES]);
    expect(merchantStatusStyle(7)).toBe('disabled');
  });

  it('treats 33 and 133 as closed', () => {
    expect([33, 133].every(isClosedStatus)).toBe(true);
    expect([0, 1, 66, 99].some(isClosedStatus)).toBe(false);
  });
});
