import { describe, expect, it } from 'vitest';
import { percentText } from './payment-links-spec';

describe('percentText', () => {
  it('reads a share as a percent with at most one decimal', () => {
    expect(percentText(0)).toBe('0%');
    expect(percentText(0.4286)).toBe('42.9%');
    expect(percentText(1)).toBe('100%');
  });
});
