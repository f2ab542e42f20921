import { describe, expect, it } from 'vitest';
import { AVATAR_COLORS, AVATAR_FILLS, avatarColor, avatarInitials } from './avatar';

describe('avatarInitials', () => {
  it('takes the first letters of the first two words of the local part', () => {
    expect(avatarInitials('jane.doe@paydesk.test')).toBe('JD');
    expect(avatarInitials('mary-ann_smith@x.io')).toBe('MA');
  });

  it('takes two letters of a single word, and copes with odd input', () => {
    expect(avatarInitials('owner@paydesk.test')).toBe('OW');
    expect(avatarInitials('x@y.z')).toBe('X');
    expect(avatarInitials('')).toBe('?');
  });
});

describe('avatarColor', () => {
  it('is stable and case-insensitive', () => {
    expect(avatarColor('Owner@Paydesk.test')).toBe(avatarColor('owner@paydesk.test'));
    expect(AVATAR_COLORS).toContain(avatarColor('owner@paydesk.test'));
  });

  it('spreads different e-mails over several colours', () => {
    const colours = new Set(['a@x.io', 'b@x.io', 'c@x.io', 'd@x.io', 'e@x.io'].map(avatarColor));
    expect(colours.size).toBeGreaterThan(1);
  });
});

describe('avatar fills', () => {
  /** WCAG relative luminance of '#rrggbb'. */
  const luminance = (hex: string) => {
    const channels = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255);
    const [r = 0, g = 0, b = 0] = channels.map((c) =>
      c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
    );
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };

  it('keep white initials at 4.5:1 or more on every colour', () => {
    for (const colour of AVATAR_COLORS) {
      const ratio = 1.05 / (luminance(AVATAR_FILLS[colour]) + 0.05);
      expect(ratio, colour).toBeGreaterThanOrEqual(4.5);
    }
  });
});
