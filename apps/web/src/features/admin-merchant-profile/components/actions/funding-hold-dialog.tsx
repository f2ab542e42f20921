import { Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import {
  ADMIN_ACTION_MESSAGES,
  FUNDING_HOLD_OTHER_MAX,
  FUNDING_HOLD_REASON_LABELS,
  FUNDING_HOLD_REASONS,
  type FundingHoldReason,
} from '@paydesk/domain/admin-merchant-actions';
import { useEffect, useMemo, useState } from 'react';
import { DialogActions } from '../../../../shared/forms/dialog-actions';
import { SubmissionKeys } from '../../../../shared/forms/submission-key';
import { notify } from '../../../../shared/notifications/notify';
import type { MerchantProfile } from '../../api/get-merchant-profile';
import { useChangeFundingHold } from '../../api/merchant-actions';
import { holdFormError } from './action-rules';
import { useFlashError } from './use-flash-error';

/**
 * Funding Hold (part 2 §4, §5): a reason, 'other' with 1 to 500 characters; the messages
 * clear after 4 seconds; success 'Merchant updated successfully'.
 */
export function FundingHoldDialog({
  profile,
  opened,
  onClose,
}: {
  profile: MerchantProfile;
  opened: boolean;
  onClose: () => void;
}) {
  const [reason, setReason] = useState<FundingHoldReason | null>(null);
  const [other, setOther] = useState('');
  const [error, flashError] = useFlashError();
  const keys = useMemo(() => new SubmissionKeys(), []);
  const holding = useChangeFundingHold(profile.id);

  useEffect(() => {
    if (!opened) {
      setReason(null);
      setOther('');
      flashError(null);
      holding.reset();
    }
  }, [opened, flashError, holding.reset]);

  const submit = async () => {
    const problem = holdFormError(reason, other);
    if (problem || !reason) {
      flashError(problem);
      return;
    }
    const body =
      reason === 'other'
        ? { funding_hold_reason: reason, funding_hold_reason_other: other.trim() }
        : { funding_hold_reason: reason };
    try {
      await holding.mutateAsync({ ...body, idempotencyKey: keys.keyFor(body) });
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

  const length = other.trim().length;
  return (
    <Modal opened={opened} onClose={onClose} title="Funding Hold" size="md">
      <Stack gap="md">
        <Text size="sm">
          Hold the payouts of {profile.businessCommonName}. Funding holds are updated once daily.
        </Text>
        <Radio.Group
          label="Reason"
          value={reason}
          onChange={(value) => {
            setReason(value as FundingHoldReason);
            flashError(null);
          }}
        >
          <Stack gap="xs" mt="xs">
            {FUNDING_HOLD_REASONS.map((value) => (
              <Radio key={value} value={value} label={FUNDING_HOLD_REASON_LABELS[value]} />
            ))}
          </Stack>
        </Radio.Group>
        {reason === 'other' ? (
          <Textarea
            label="Describe the reason"
            description={`${length} of ${FUNDING_HOLD_OTHER_MAX} characters`}
            value={other}
            onChange={(event) => setOther(event.currentTarget.value)}
            autosize
            minRows={3}
            maxRows={8}
            data-autofocus
          />
        ) : null}
        <DialogActions
          message={error}
          confirmLabel="Place hold"
          onConfirm={() => void submit()}
          onCancel={onClose}
          pending={holding.isPending}
          danger
          error={holding.error}
          errorTitle="The hold was not placed"
        />
      </Stack>
    </Modal>
  );
}
