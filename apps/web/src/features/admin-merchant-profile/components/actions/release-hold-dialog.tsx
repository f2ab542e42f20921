import { Modal, Stack, Text } from '@mantine/core';
import {
  ADMIN_ACTION_MESSAGES,
  type PayoutFrequency,
} from '@paydesk/domain/admin-merchant-actions';
import { useEffect, useMemo, useState } from 'react';
import { DialogActions } from '../../../../shared/forms/dialog-actions';
import { SubmissionKeys } from '../../../../shared/forms/submission-key';
import { notify } from '../../../../shared/notifications/notify';
import type { MerchantProfile } from '../../api/get-merchant-profile';
import { useChangeFundingHold } from '../../api/merchant-actions';
import { payoutFormError } from './action-rules';
import { PayoutFields } from './payout-fields';
import { useFlashError } from './use-flash-error';

/**
 * Release Hold (part 2 §4, §5): the payout frequency from now on and its day ('Please select a
 * valid day for the payout.', cleared after 4 s); daily sends an empty anchor.
 */
export function ReleaseHoldDialog({
  profile,
  opened,
  onClose,
}: {
  profile: MerchantProfile;
  opened: boolean;
  onClose: () => void;
}) {
  const [frequency, setFrequency] = useState<PayoutFrequency | null>(null);
  const [day, setDay] = useState<string | null>(null);
  const [error, flashError] = useFlashError();
  const keys = useMemo(() => new SubmissionKeys(), []);
  const releasing = useChangeFundingHold(profile.id);

  useEffect(() => {
    if (!opened) {
      setFrequency(null);
      setDay(null);
      flashError(null);
      releasing.reset();
    }
  }, [opened, flashError, releasing.reset]);

  const submit = async () => {
    const problem = payoutFormError(frequency, day);
    if (problem || !frequency) {
      flashError(problem);
      return;
    }
    const body = {
      payout_frequency: frequency,
      payout_frequency_anchor: frequency === 'daily' ? '' : (day ?? ''),
    };
    try {
      await releasing.mutateAsync({ ...body, idempotencyKey: keys.keyFor(body) });
      keys.renew();
      notify({
        level: 'success',
        title: ADMIN_ACTION_MESSAGES.statusUpdatedTitle,
        message: ADMIN_ACTION_MESSAGES.holdUpdated,
      });
      onClose();
    } catch {
      // Shown in the dialog.
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Release Hold" size="md">
      <Stack gap="md">
        <Text size="sm">
          Release the funding hold of {profile.businessCommonName} and choose how often it is paid
          out from now on.
        </Text>
        <PayoutFields
          frequency={frequency}
          day={day}
          onFrequency={(value) => {
            setFrequency(value);
            flashError(null);
          }}
          onDay={(value) => {
            setDay(value);
            flashError(null);
          }}
        />
        <DialogActions
          message={error}
          confirmLabel="Release hold"
          onConfirm={() => void submit()}
          onCancel={onClose}
          pending={releasing.isPending}
          error={releasing.error}
          errorTitle="The hold was not released"
        />
      </Stack>
    </Modal>
  );
}
