import { Text } from '@mantine/core';

/** At or above this percent of a monthly limit, the figure is shown as a warning. */
export const NEAR_LIMIT_PERCENT = 80;

/** '95.2 %' of a monthly limit, red from 100 %, orange from 80 %; '—' without a limit. */
export function PercentUsed({ percent }: { percent: number | null }) {
  if (percent === null) return <>—</>;
  const color = percent >= 100 ? 'red.9' : percent >= NEAR_LIMIT_PERCENT ? 'orange.9' : undefined;
  return (
    <Text span inherit c={color} fw={color ? 600 : undefined}>
      {`${percent.toLocaleString('en-US', { maximumFractionDigits: 1 })} %`}
    </Text>
  );
}
