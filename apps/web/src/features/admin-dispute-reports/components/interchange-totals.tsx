import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { InterchangeAnswer } from '@paydesk/domain/admin-dispute-reports';
import { formatMoney } from '@paydesk/domain/money';
import { formatCount } from '../../../shared/format/numbers';

type Total = InterchangeAnswer['totals'][number];

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
    </Stack>
  );
}

/** The range's sums per currency (every row, not the page): sales, volume, fees, interchange, margin. */
export function InterchangeTotals({ totals }: { totals: readonly Total[] | undefined }) {
  if (!totals || totals.length === 0) return null;
  return (
    <section aria-label="Totals of the range">
      <Stack gap="xs">
        {totals.map((total) => {
          const money = (cents: number) => formatMoney(cents, total.currency);
          return (
            <Paper key={total.currency} withBorder p="sm" radius="md">
              <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
                <Text fw={600}>{total.currency}</Text>
                <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="md" style={{ flexGrow: 1 }}>
                  <Figure label="Sales" value={formatCount(total.count)} />
                  <Figure label="Volume" value={money(total.volume)} />
                  <Figure label="Fees charged" value={money(total.fees)} />
                  <Figure label="Interchange cost" value={money(total.interchange)} />
                  <Figure label="Margin" value={money(total.margin)} />
                </SimpleGrid>
              </Group>
            </Paper>
          );
        })}
      </Stack>
    </section>
  );
}
