import { Modal, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { errorText, FALLBACK_ERROR_TEXT } from '../../../../shared/errors/error-message';
import { DialogActions } from '../../../../shared/forms/dialog-actions';
import { SubmissionKeys } from '../../../../shared/forms/submission-key';
import { notify } from '../../../../shared/notifications/notify';
import type { MerchantProfile } from '../../api/get-merchant-profile';
import { useAcceptTermsOfService } from '../../api/merchant-actions';

/** T.O.S Update (part 2 §4): accepts the newer processor's terms for the merchant. */
export function TosDialog({
  profile,
  opened,
  onClose,
}: {
  profile: MerchantProfile;
  opened: boolean;
  onClose: () => void;
}) {
  const accepting = useAcceptTermsOfService(profile.id);
  const keys = useMemo(() => new SubmissionKeys(), []);

  const accept = async () => {
    try {
      const result = await accepting.mutateAsync({
        idempotencyKey: keys.keyFor({ merchantId: profile.id }),
      });
      keys.renew();
      notify({ level: 'success', title: 'T.O.S Update', message: result.message });
      onClose();
    } catch (failure) {
      // Part 2 §8: a notification titled Error with the message.
      notify({
        level: 'error',
        title: 'Error',
        message: errorText(failure) ?? FALLBACK_ERROR_TEXT,
      });
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="T.O.S Update" size="md">
      <Stack gap="md">
        <Text>
          Accept the terms of service of {profile.processorName} on behalf of{' '}
          {profile.businessCommonName}?
        </Text>
        <DialogActions
          confirmLabel="Accept terms"
          onConfirm={() => void accept()}
          onCancel={onClose}
          pending={accepting.isPending}
          autoFocusCancel
        />
      </Stack>
    </Modal>
  );
}
