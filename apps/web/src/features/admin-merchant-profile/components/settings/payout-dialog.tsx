import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { PayoutFrequency } from '@paydesk/domain/admin-merchant-actions';
import { SETTINGS_MESSAGES } from '@paydesk/domain/admin-merchant-settings';
import { useEffect, useMemo, useState } from 'react';
import { errorText, FALLBACK_ERROR_TEXT } from '../../../../shared/errors/error-message';
import { FormActions } from '../../../../shared/forms/form-modal';
import { SubmissionKeys } from '../../../../shared/forms/submission-key';
import { notify } from '../../../../shared/notifications/notify';
import { type MerchantSettings, useUpdatePayoutSchedule } from '../../api/merchant-settings';
import { payoutFormError } from '../actions/action-rules';
import { PayoutFields } from '../actions/payout-fields';
import { useFlashError } from '../actions/use-flash-error';

/**
 * The payout dialog: frequency and day with the release's rules (part 2 §5: weekly monday to
 * friday, monthly 1-31, 'Please select a valid day for the payout.', cleared after 4 s). While
 * a funding hold is on, the release sets the schedule: the dialog says so and sends nothing.
 */
export function PayoutDialog({
  settings,
  opened,
  onClose,
}: {
  settings: MerchantSettings;
  opened: boolean;
  onClose: () => void;
}) {
  const [frequency, setFrequency] = useState<PayoutFrequency | null>(settings.payout.frequency);
  const [day, setDay] = useState<string | null>(settings.payout.anchor);
  const [error, flashError] = useFlashError();
  const keys = useMemo(() => new SubmissionKeys(), []);
  const saving = useUpdatePayoutSchedule(settings.id);
  const held = settings.payout.hasFundingHold;

  useEffect(() => {
    if (opened) {
      setFrequency(settings.payout.frequency);
      setDay(settings.payout.anchor);
      flashError(null);
    }
  }, [opened, settings.payout.frequency, settings.payout.anchor, flashError]);

  const save = async () => {
    const problem = payoutFormError(frequency, day);
    if (problem || !frequency) {
      flashError(problem);
      return;
    }
    const body = {
      payout_frequency: frequency,
      payout_frequency_anchor: frequency === 'daily' ? '' : day,
    };
    try {
      await saving.mutateAsync({ body, idempotencyKey: keys.keyFor(body) });
      keys.renew();
      notify({ level: 'success', title: 'Merchant updated', message: SETTINGS_MESSAGES.saved });
      onClose();
    } catch (failure) {
      flashError(errorText(failure) ?? FALLBACK_ERROR_TEXT);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Edit payout schedule" size="md">
      {held ? (
        <Stack gap="md">
          <Alert color="yellow" variant="light" title="Funding hold">
            {SETTINGS_MESSAGES.payoutHeld}
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} data-autofocus>
              Close
            </Button>
          </Group>
        </Stack>
      ) : (
        <form
          noValidate
          aria-label="Edit payout schedule"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <Stack gap="md">
            <PayoutFields
              frequency={frequency}
              day={day}
              onFrequency={setFrequency}
              onDay={setDay}
            />
            {error ? (
              <Text size="sm" c="var(--mantine-color-error)" role="alert">
                {error}
              </Text>
            ) : null}
            <FormActions
              submitLabel="Save schedule"
              onCancel={onClose}
              pending={saving.isPending}
            />
          </Stack>
        </form>
      )}
    </Modal>
  );
}
