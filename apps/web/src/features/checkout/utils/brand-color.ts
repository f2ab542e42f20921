import { BRAND_COLOR_PATTERN, DEFAULT_BRAND_COLOR } from '@paydesk/domain/checkout-fields';

/** The colour as typed when it is `#rrggbb`, else the default: the preview never breaks. */
export function usableBrandColor(text: string): string {
  const trimmed = text.trim();
  return BRAND_COLOR_PATTERN.test(trimmed) ? trimmed.toLowerCase() : DEFAULT_BRAND_COLOR;
}

/** WCAG relative luminance of `#rrggbb`. */
export function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two `#rrggbb` colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const WHITE = '#ffffff';
const INK = '#111827';

/** The text colour (white or ink) that reads best on the brand colour. */
export function textOn(background: string): string {
  return contrastRatio(background, WHITE) >= contrastRatio(background, INK) ? WHITE : INK;
}
