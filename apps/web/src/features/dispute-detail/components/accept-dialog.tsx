import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useRef } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { handleError } from '../../../shared/errors/handle-error';
import { FormErrorAlert } from '../../../shared/forms/form-error-alert';
import { SubmissionKeys } from '../../../shared/forms/submission-key';
import { notify } from '../../../shared/notifications/notify';
import { useAcceptDispute } from '../api/answer-dispute';
import type { DisputeRecord } from '../api/get-dispute';
import { acceptTexts } from '../utils/accept-texts';
import { disputeTitle } from '../utils/dispute-detail-display';

export interface AcceptDialogProps {
  opened: boolean;
  onClose: () => void;
  dispute: DisputeRecord;
  merchantId: number;
}

/** Accept a chargeback or close a retrieval: said plainly, then confirmed. */
export function AcceptDialog({ opened, onClose, dispute, merchantId }: AcceptDialogProps) {
  const accept = useAcceptDispute({ merchantId, kind: dispute.kind, disputeId: dispute.id });
  const keys = useRef(new SubmissionKeys());
  const texts = acceptTexts(dispute);

  const confirm = async () => {
    const idempotencyKey = keys.current.keyFor({ accept: dispute.id });
    try {
      await accept.mutateAsync({ idempotencyKey });
    } catch (error) {
      if (!isApiError(error) || error.status === 0 || error.status >= 500) {
        handleError(error, { title: `${texts.action} failed` });
      }
      return;
    }
    keys.current.renew();
    notify({
      level: 'success',
      title: texts.done,
      message: `${disputeTitle(dispute.kind, dispute.id, dispute.caseNumber)}: ${texts.doneMessage}`,
    });
    onClose();
  };

  return (
    <Modal opened={opened} onClose={onClose} title={texts.title} size="md">
      <Stack gap="md">
        <Text size="sm">{texts.body}</Text>
        <FormErrorAlert error={accept.error} title="Nothing was changed" shownPaths={[]} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <Button color="red.9" loading={accept.isPending} onClick={() => void confirm()}>
            {texts.action}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
