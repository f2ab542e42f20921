import { describe, expect, it } from 'vitest';
import { AVATAR_COLORS, avatarColor, avatarInitials } from './avatar';

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
