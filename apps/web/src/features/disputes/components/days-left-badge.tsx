import { Badge } from '@mantine/core';
import { type DeadlineTone, daysLeftDisplay } from '../../../shared/disputes/dispute-display';

const COLORS: Record<DeadlineTone, { color: string; variant: 'filled' | 'light' }> = {
  overdue: { color: 'red', variant: 'filled' },
  urgent: { color: 'red', variant: 'light' },
  soon: { color: 'orange', variant: 'light' },
  later: { color: 'gray', variant: 'light' },
};

/** The days left to answer as words on a coloured badge ('2 days left', 'Overdue'); '—' for none. */
export function DaysLeftBadge({ days }: { days: number | null }) {
  const display = daysLeftDisplay(days);
  if (!display) return <>—</>;
  const { color, variant } = COLORS[display.tone];
  return (
    <Badge
      color={color}
      variant={variant}
      tt="none"
      // The words must show whole: the table may not squeeze them into an ellipsis.
      styles={{ root: { flexShrink: 0 }, label: { overflow: 'visible', whiteSpace: 'nowrap' } }}
    >
      {display.text}
    </Badge>
  );
}
