import { describe, expect, it } from 'vitest';
import { contrastRatio, textOn, usableBrandColor } from './brand-color';

describe('brand colour', () => {
  it('keeps a #rrggbb colour (lower case) and falls back to the default otherwise', () => {
    expect(usableBrandColor(' #1A56DB ')).toBe('#1a56db');
    expect(usableBrandColor('#12345')).toBe('#1a56db');
    expect(usableBrandColor('blue')).toBe('#1a56db');
  });

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 0);
    expect(contrastRatio('#777777', '#777777')).toBeCloseTo(1, 5);
  });

  it('writes white on a dark colour and ink on a light one', () => {
    expect(textOn('#1a56db')).toBe('#ffffff');
    expect(textOn('#0b3d2e')).toBe('#ffffff');
    expect(textOn('#ffd43b')).toBe('#111827');
    expect(textOn('#f8f9fa')).toBe('#111827');
  });
});
