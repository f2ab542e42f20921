import { Card, Group, Progress, Skeleton, Text } from '@mantine/core';
import { formatCount } from '../../../shared/format/numbers';
import { chargebackRatio } from '../utils/overview-series';

/** Card networks start monitoring merchants around a 0.9 % dispute ratio. */
export const RATIO_WATCH_PERCENT = 0.9;
const RATIO_CAUTION_PERCENT = 0.5;

export interface ChargebackRatioCardProps {
  chargebacks: number | undefined;
  successful: number | undefined;
  stale: boolean;
}

function tone(ratio: number): string {
  if (ratio >= RATIO_WATCH_PERCENT) return 'red';
  if (ratio >= RATIO_CAUTION_PERCENT) return 'yellow';
  return 'teal';
}

/** Chargebacks per successful transaction in the range, in percent. */
export function ChargebackRatioCard({ chargebacks, successful, stale }: ChargebackRatioCardProps) {
  const loaded = chargebacks !== undefined && successful !== undefined;
  const ratio = loaded ? chargebackRatio(chargebacks, successful) : null;
  return (
    <Card padding="lg" component="section" aria-labelledby="chargeback-ratio-title">
      <Text id="chargeback-ratio-title" component="h2" fw={600} size="md">
        Chargeback ratio
      </Text>
      {!loaded ? (
        <>
          <Skeleton h={30} w="40%" mt="sm" />
          <Skeleton h={8} mt="md" />
          <Skeleton h={12} w="70%" mt="sm" />
        </>
      ) : (
        <div style={{ opacity: stale ? 0.55 : 1 }}>
          <Group align="baseline" gap="xs" mt={4}>
            <Text fz={28} fw={600} lh={1.2} data-testid="chargeback-ratio">
              {ratio === null
                ? '–'
                : `${ratio.toLocaleString('en-US', { maximumFractionDigits: 2, minimumFractionDigits: 2 })}%`}
            </Text>
            <Text size="xs" c="dimmed">
              in this period
            </Text>
          </Group>
          <Progress
            mt="sm"
            size="sm"
            radius="xl"
            color={ratio === null ? 'gray' : tone(ratio)}
            value={ratio === null ? 0 : Math.min(100, (ratio / RATIO_WATCH_PERCENT) * 100)}
            aria-label={`Chargeback ratio against the ${RATIO_WATCH_PERCENT}% card network threshold`}
          />
          <Text size="xs" c="dimmed" mt="xs">
            {formatCount(chargebacks)} {chargebacks === 1 ? 'chargeback' : 'chargebacks'} /{' '}
            {formatCount(successful)} successful transactions. Card networks watch ratios above{' '}
            {RATIO_WATCH_PERCENT}%.
          </Text>
        </div>
      )}
    </Card>
  );
}
