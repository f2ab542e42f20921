import { Button, Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { VOLUME_RANK_DAYS } from '@paydesk/domain/admin-merchant-volume';
import { formatMoney } from '@paydesk/domain/money';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type AdminVolume, useAdminVolume, useVolumeRank } from '../../api/merchant-misc';

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** One figure: its label, the value, a line under it; loading and error states of its own. */
function Figure<T>({
  label,
  query,
  value,
  detail,
}: {
  label: string;
  query: UseQueryResult<T>;
  value: (data: T) => ReactNode;
  detail: (data: T) => ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={label}>
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      {query.isPending ? (
        <Stack gap={6} mt={6} aria-busy="true" aria-label={`Loading ${label}`}>
          <Skeleton height={26} width="70%" />
          <Skeleton height={14} width="50%" />
        </Stack>
      ) : query.isError ? (
        <Group gap="xs" mt={6}>
          <Text size="sm" c="red.8" role="alert">
            Could not be loaded.
          </Text>
          <Button size="compact-xs" variant="default" onClick={() => void query.refetch()}>
            Retry
          </Button>
        </Group>
      ) : (
        <>
          <Text fz={24} fw={700} mt={4} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {value(query.data)}
          </Text>
          <Text size="xs" c="dimmed">
            {detail(query.data)}
          </Text>
        </>
      )}
    </Card>
  );
}

const money = (data: AdminVolume) => formatMoney(data.amount, data.currency);

/**
 * The Volume tab's figures (part 2 §7): gross, refund and chargeback-and-return volume of the
 * month to date, today's volume (the merchant's time zone) and the rank by volume.
 */
export function VolumeFigures({ merchantId }: { merchantId: number }) {
  const gross = useAdminVolume(merchantId, 'gross-volume');
  const refunds = useAdminVolume(merchantId, 'refund-volume');
  const chargebacks = useAdminVolume(merchantId, 'chargeback-return-volume');
  const today = useAdminVolume(merchantId, 'current-day');
  const rank = useVolumeRank(merchantId);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 5 }} spacing="sm">
      <Figure
        label="Gross volume"
        query={gross}
        value={money}
        detail={(d) => `Month to date · ${count(d.count, 'payment', 'payments')}`}
      />
      <Figure
        label="Refunds"
        query={refunds}
        value={money}
        detail={(d) => `Month to date · ${count(d.count, 'refund', 'refunds')}`}
      />
      <Figure
        label="Chargebacks and returns"
        query={chargebacks}
        value={money}
        detail={(d) => `Month to date · ${count(d.count, 'case', 'cases')}`}
      />
      <Figure
        label="Today"
        query={today}
        value={money}
        detail={(d) =>
          `${count(d.count, 'payment', 'payments')} · ${d.timezone.replaceAll('_', ' ')} time`
        }
      />
      <Figure
        label="Volume rank"
        query={rank}
        value={(d) => `#${d.rank.toLocaleString('en-US')} of ${d.of.toLocaleString('en-US')}`}
        detail={(d) => `Last ${VOLUME_RANK_DAYS} days · ${formatMoney(d.amount, d.currency)}`}
      />
    </SimpleGrid>
  );
}
