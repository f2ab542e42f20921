import { Button, Group, Paper, Text, ThemeIcon } from '@mantine/core';
import type { CalendarRange } from '@paydesk/domain/date-presets';
import { IconCalendarOff } from '@tabler/icons-react';
import { formatLegendDate } from '../../../shared/format/dates';

/** Shown when nothing happened in the range: the tiles below read zero. */
export function EmptyRangeNotice({
  range,
  onWiden,
}: {
  range: CalendarRange;
  onWiden: () => void;
}) {
  return (
    <Paper withBorder radius="lg" p="md" bg="white" role="status">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon size={40} radius="md" variant="light" color="gray">
          <IconCalendarOff size={22} aria-hidden />
        </ThemeIcon>
        <div style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600}>No activity in this period</Text>
          <Text size="sm" c="dimmed">
            There were no sales, payouts or disputes from {formatLegendDate(range.from)} to{' '}
            {formatLegendDate(range.to)}. Try a longer date range to see how the account is doing.
          </Text>
        </div>
        <Button variant="light" onClick={onWiden} visibleFrom="sm">
          Show the last 6 months
        </Button>
      </Group>
      <Button variant="light" onClick={onWiden} hiddenFrom="sm" fullWidth mt="sm">
        Show the last 6 months
      </Button>
    </Paper>
  );
}
