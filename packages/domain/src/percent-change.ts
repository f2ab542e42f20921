import { LOWER_IS_BETTER, type OverviewMetric } from './overview-metrics';

/** Rounds to one decimal, halves away from zero, and never answers -0. */
export function roundToOneDecimal(value: number): number {
  const rounded = (Math.sign(value) * Math.round(Math.abs(value) * 10)) / 10;
  return rounded === 0 ? 0 : rounded;
}

/**
 * The change of `current` against `previous` in percent, rounded to one decimal (part 1 §9):
 * a zero previous value with a current one gives +100, a zero current value with a previous
 * one gives -100, and two zeros give 0.
 */
export function percentChange(current: number, previous: number): number {
  if (previous === 0 && current === 0) return 0;
  if (previous === 0) return current > 0 ? 100 : -100;
  if (current === 0) return previous > 0 ? -100 : 100;
  return roundToOneDecimal(((current - previous) / Math.abs(previous)) * 100);
}

export type ChangeTone = 'better' | 'worse' | 'neutral';

/**
 * Whether a change is good news: a rise is better, except for the dispute metrics, which are
 * better when lower (part 1 §2). No change is neutral.
 */
export function changeTone(change: number, lowerIsBetter: boolean): ChangeTone {
  if (change === 0) return 'neutral';
  const rose = change > 0;
  return rose !== lowerIsBetter ? 'better' : 'worse';
}

/** The tone of a dashboard metric's change. */
export function metricChangeTone(metric: OverviewMetric, change: number): ChangeTone {
  return changeTone(change, LOWER_IS_BETTER.includes(metric));
}

/** '+12.3%', '-4%', '0%': the sign always shown, one decimal at most. */
export function formatPercentChange(change: number): string {
  const sign = change > 0 ? '+' : change < 0 ? '-' : '';
  return `${sign}${Math.abs(change).toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;
}
