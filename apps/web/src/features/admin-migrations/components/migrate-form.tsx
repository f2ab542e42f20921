import { Alert, Button, Card, Group, Modal, NativeSelect, Stack, Text, Title } from '@mantine/core';
import {
  PAYOUT_FREQUENCIES,
  PAYOUT_WEEKDAYS,
  type PayoutFrequency,
} from '@paydesk/domain/admin-merchant-actions';
import { useState } from 'react';
import { newIdempotencyKey } from '../../../shared/api/call-endpoint';
import { useMigrateMerchants, useMigrationRates } from '../api/migration-api';
import type { Selection } from './worklist-card';

const FREQUENCY_LABELS: Record<PayoutFrequency, string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
};
const DAYS_OF_MONTH = Array.from({ length: 31 }, (_, i) => String(i + 1));
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const countText = (n: number) =>
  n === 1 ? '1 merchant' : `${n.toLocaleString('en-US')} merchants`;

interface MigrateFormProps {
  selection: Selection;
  onStarted: (runId: number) => void;
}

/**
 * The rate on the newer processor and the payout schedule (the revert's rules for processor 3,
 * part 2 §5: a frequency, a weekday for weekly, a day of the month for monthly), then
 * 'Migrate N merchants' behind a confirmation.
 */
export function MigrateForm({ selection, onStarted }: MigrateFormProps) {
  const rates = useMigrationRates();
  const migrate = useMigrateMerchants();
  const [rateId, setRateId] = useState('');
  const [frequency, setFrequency] = useState<PayoutFrequency>('daily');
  const [day, setDay] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [touched, setTouched] = useState(false);
  const fieldErrors = migrate.error?.fieldErrors ?? {};
  const rateMissing = touched && rateId === '' ? 'Please select a rate.' : undefined;
  const dayMissing =
    touched && frequency !== 'daily' && day === ''
      ? 'Please select a valid day for the payout.'
      : undefined;
  const count = selection.size;

  const ask = () => {
    setTouched(true);
    if (rateId === '' || (frequency !== 'daily' && day === '')) return;
    migrate.reset();
    setConfirming(true);
  };
  const start = () =>
    migrate.mutate(
      {
        idempotencyKey,
        merchantIds: [...selection.keys()],
        rateId: Number(rateId),
        payoutFrequency: frequency,
        payoutDay: frequency === 'daily' ? '' : day,
      },
      {
        onSuccess: (run) => {
          setConfirming(false);
          setIdempotencyKey(newIdempotencyKey());
          setTouched(false);
          onStarted(run.id);
        },
        onError: () => setConfirming(false),
      },
    );
  const refusal =
    migrate.error && !migrate.error.fieldErrors
      ? (migrate.error.errorMessage ?? migrate.error.message)
      : null;
  const merchantsError = fieldErrors.merchantIds?.[0];

  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          Rate and payout on the newer processor
        </Title>
        {rates.isError && (
          <Alert color="red" title="The rates could not be loaded">
            <Button variant="light" color="red" size="xs" onClick={() => rates.refetch()}>
              Try again
            </Button>
          </Alert>
        )}
        <NativeSelect
          label="Rate"
          required
          value={rateId}
          onChange={(event) => setRateId(event.currentTarget.value)}
          disabled={rates.isPending}
          error={rateMissing ?? fieldErrors.rateId?.[0]}
          data={[
            { value: '', label: rates.isPending ? 'Loading rates…' : 'Choose a rate' },
            ...(rates.data?.data ?? []).map((rate) => ({
              value: String(rate.id),
              label: rate.partnerIds.length ? `${rate.rateName} (partner rate)` : rate.rateName,
            })),
          ]}
        />
        <Group grow align="start" gap="sm" wrap="wrap">
          <NativeSelect
            label="Payout frequency"
            required
            value={frequency}
            onChange={(event) => {
              setFrequency(event.currentTarget.value as PayoutFrequency);
              setDay('');
            }}
            error={fieldErrors.payoutFrequency?.[0]}
            data={PAYOUT_FREQUENCIES.map((value) => ({ value, label: FREQUENCY_LABELS[value] }))}
            miw={150}
          />
          {frequency !== 'daily' && (
            <NativeSelect
              label={frequency === 'weekly' ? 'Payout weekday' : 'Payout day of the month'}
              required
              value={day}
              onChange={(event) => setDay(event.currentTarget.value)}
              error={dayMissing ?? fieldErrors.payoutDay?.[0]}
              data={[
                { value: '', label: 'Choose a day' },
                ...(frequency === 'weekly'
                  ? PAYOUT_WEEKDAYS.map((value) => ({ value, label: capitalised(value) }))
                  : DAYS_OF_MONTH.map((value) => ({ value, label: value }))),
              ]}
              miw={150}
            />
          )}
        </Group>
        {(refusal || merchantsError) && (
          <Alert color="red" title="The migration did not start">
            {merchantsError ?? refusal}
          </Alert>
        )}
        <Group>
          <Button onClick={ask} disabled={count === 0}>
            {`Migrate ${countText(count)}`}
          </Button>
          {count === 0 && (
            <Text size="sm" c="dimmed">
              Choose merchants in the list first.
            </Text>
          )}
        </Group>
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={`Migrate ${countText(count)}?`}
        centered
      >
        <Stack gap="md">
          <Text size="sm">
            The newer processor (3) is asked to open an account for each chosen merchant. Merchants
            stay on the older processor until you complete their migration.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button onClick={start} loading={migrate.isPending}>
              Start the migration
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
