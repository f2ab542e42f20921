import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { DetailSection } from '../../../shared/detail-page/detail-section';
import type { MerchantProfile } from '../api/get-merchant-profile';
import { useMonthlyVolume } from '../api/merchant-misc';
import { failureText } from './misc/misc-errors';
import { MonthlyVolumeChart } from './volume/monthly-volume-chart';
import { VolumeFigures } from './volume/volume-figures';

/**
 * The profile's Volume tab (part 2 §2, §7, §9): the month-to-date volumes, today, the rank by
 * volume, and the 16-month chart; each part loads, fails and retries on its own.
 */
export function VolumeTab({ profile }: { profile: MerchantProfile }) {
  return (
    <Stack gap="md">
      <VolumeFigures merchantId={profile.id} />
      <DetailSection title="Gross volume, last 16 months">
        <MonthlyVolume merchantId={profile.id} />
      </DetailSection>
    </Stack>
  );
}

function MonthlyVolume({ merchantId }: { merchantId: number }) {
  const report = useMonthlyVolume(merchantId);
  if (report.isPending) {
    return <Skeleton height={200} radius="md" aria-busy="true" aria-label="Loading the chart" />;
  }
  if (report.isError) {
    return (
      <Alert color="red" variant="light" title="The chart could not be loaded">
        <Group gap="xs">
          <Text size="sm">{failureText(report.error)}</Text>
          <Button size="xs" variant="default" onClick={() => void report.refetch()}>
            Try again
          </Button>
        </Group>
      </Alert>
    );
  }
  if (report.data.months.every((m) => m.amount === 0)) {
    return (
      <Stack align="center" gap={4} py="lg" role="status">
        <IconChartBar size={32} aria-hidden color="var(--mantine-color-gray-5)" />
        <Text fw={600}>No volume yet</Text>
        <Text size="sm" c="dimmed" ta="center">
          This merchant has taken no payments in the last 16 months.
        </Text>
      </Stack>
    );
  }
  return <MonthlyVolumeChart report={report.data} />;
}
