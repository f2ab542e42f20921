import { Select, Stack } from '@mantine/core';
import type { PayoutFrequency } from '@paydesk/domain/admin-merchant-actions';
import { FREQUENCY_OPTIONS, MONTH_DAY_OPTIONS, WEEKDAY_OPTIONS } from './action-rules';

/** A payout frequency and its day: a weekday for weekly, 1-31 for monthly, none for daily. */
export function PayoutFields({
  frequency,
  day,
  onFrequency,
  onDay,
}: {
  frequency: PayoutFrequency | null;
  day: string | null;
  onFrequency: (frequency: PayoutFrequency | null) => void;
  onDay: (day: string | null) => void;
}) {
  return (
    <Stack gap="sm">
      <Select
        label="Payout frequency"
        placeholder="Select a frequency"
        data={FREQUENCY_OPTIONS}
        value={frequency}
        onChange={(value) => {
          onFrequency(value as PayoutFrequency | null);
          onDay(null);
        }}
        comboboxProps={{ withinPortal: true }}
        allowDeselect={false}
        required
      />
      {frequency === 'weekly' ? (
        <Select
          label="Payout day"
          placeholder="Select a weekday"
          data={WEEKDAY_OPTIONS}
          value={day}
          onChange={onDay}
          comboboxProps={{ withinPortal: true }}
          required
        />
      ) : null}
      {frequency === 'monthly' ? (
        <Select
          label="Payout day"
          placeholder="Select a day of the month"
          data={MONTH_DAY_OPTIONS}
          value={day}
          onChange={onDay}
          comboboxProps={{ withinPortal: true }}
          searchable
          required
        />
      ) : null}
    </Stack>
  );
}
