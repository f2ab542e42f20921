import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { STATUS_STYLES } from '../merchant-account/merchant-status';

/** WCAG relative luminance of '#rrggbb'. */
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5]
    .map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const css = readFileSync(new URL('./status-pill.module.css', import.meta.url), 'utf8');

describe('status pill colours', () => {
  it.each(STATUS_STYLES)('give the %s label at least 4.5:1 on its tint', (style) => {
    const rule = css.match(new RegExp(`\\[data-status="${style}"\\]\\s*{([^}]*)}`))?.[1] ?? '';
    const bg = rule.match(/--pill-bg:\s*(#[0-9a-f]{6})/i)?.[1];
    const fg = rule.match(/--pill-fg:\s*(#[0-9a-f]{6})/i)?.[1];
    expect(bg, `${style} has a background`).toBeDefined();
    expect(fg, `${style} has a text colour`).toBeDefined();
    expect(contrast(bg ?? '#ffffff', fg ?? '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
