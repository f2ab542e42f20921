import type { SubscriptionInterval } from '@paydesk/domain/subscription-states';

/** 'Every month', 'Every 2 weeks' (a count below 2 reads as one). */
export function intervalLabel(interval: SubscriptionInterval, count = 1): string {
  return count > 1 ? `Every ${count} ${interval}s` : `Every ${interval}`;
}

/** 'Every month · 12 instalments' for a payment plan; the interval alone for a subscription. */
export function scheduleLabel(
  interval: SubscriptionInterval,
  count: number,
  installments: number | null,
): string {
  const every = intervalLabel(interval, count);
  return installments === null ? every : `${every} · ${installments} instalments`;
}

/** The intervals the New subscription form offers, as a Select's choices. */
export const INTERVAL_CHOICES: readonly {
  value: string;
  interval: SubscriptionInterval;
  count: number;
}[] = [
  { value: 'week-1', interval: 'week', count: 1 },
  { value: 'week-2', interval: 'week', count: 2 },
  { value: 'month-1', interval: 'month', count: 1 },
  { value: 'month-3', interval: 'month', count: 3 },
  { value: 'month-6', interval: 'month', count: 6 },
  { value: 'year-1', interval: 'year', count: 1 },
];

export const INTERVAL_OPTIONS = INTERVAL_CHOICES.map((choice) => ({
  value: choice.value,
  label: intervalLabel(choice.interval, choice.count),
}));

/** 'month-3' -> { interval: 'month', count: 3 }; undefined for an unknown choice. */
export function readIntervalChoice(
  value: string,
): { interval: SubscriptionInterval; count: number } | undefined {
  const choice = INTERVAL_CHOICES.find((entry) => entry.value === value);
  return choice ? { interval: choice.interval, count: choice.count } : undefined;
}
