import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { PROCESSOR_ACTION_MESSAGES } from '@paydesk/domain/admin-merchant-actions';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { DialogActions } from '../../../../shared/forms/dialog-actions';
import { SubmissionKeys } from '../../../../shared/forms/submission-key';
import { notify } from '../../../../shared/notifications/notify';
import type { MerchantProfile } from '../../api/get-merchant-profile';
import { useSendBeneficialData } from '../../api/merchant-actions';
import { beneficialFailureText } from './action-rules';

/**
 * Send Beneficial Data (part 2 §4, §8): a confirmation listing the first owner's data (the
 * SSN only as 'on file' and its last four), then the processor's answer: success as a
 * notification, failure as a dialog.
 */
export function BeneficialDataDialog({
  profile,
  opened,
  onClose,
}: {
  profile: MerchantProfile;
  opened: boolean;
  onClose: () => void;
}) {
  const owner = profile.contacts.owners[0];
  const sending = useSendBeneficialData(profile.id);
  const keys = useMemo(() => new SubmissionKeys(), []);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!opened) setFailure(null);
  }, [opened]);

  const send = async () => {
    if (!owner) return;
    const body = {
      owner_id: owner.id,
      first_name: owner.first_name,
      last_name: owner.last_name,
      date_of_birth: owner.date_of_birth,
      phone: owner.phone,
      ssn_last_4: owner.ssn_last_4,
      ssn_encrypted: owner.ssn_encrypted,
    };
    try {
      await sending.mutateAsync({ ...body, idempotencyKey: keys.keyFor(body) });
      keys.renew();
      notify({
        level: 'success',
        title: 'Beneficial data',
        message: PROCESSOR_ACTION_MESSAGES.beneficialSent,
      });
      onClose();
    } catch (error) {
      setFailure(beneficialFailureText(error));
    }
  };

  const rows: [string, string][] = owner
    ? [
        ['First name', owner.first_name],
        ['Last name', owner.last_name],
        ['Date of birth', owner.date_of_birth ?? '—'],
        ['Phone', owner.phone ?? '—'],
        [
          'SSN',
          owner.ssn_encrypted
            ? `On file${owner.ssn_last_4 ? `, ending ${owner.ssn_last_4}` : ''}`
            : 'Not on file',
        ],
      ]
    : [];

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={failure ? 'Unable to send Beneficial data' : 'Send Beneficial Data'}
      size="md"
    >
      {failure ? (
        <Stack gap="md">
          <Alert
            color="red"
            variant="light"
            role="alert"
            icon={<IconAlertCircle size={18} aria-hidden />}
            title={PROCESSOR_ACTION_MESSAGES.beneficialFailed}
          >
            {failure}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={onClose} data-autofocus>
              Close
            </Button>
          </Group>
        </Stack>
      ) : !owner ? (
        <Stack gap="md">
          <Text>{PROCESSOR_ACTION_MESSAGES.noOwners}</Text>
          <Group justify="flex-end">
            <Button onClick={onClose}>Close</Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text size="sm">
            Send the first beneficial owner of {profile.businessCommonName} to{' '}
            {profile.processorName}? The processor takes this data once.
          </Text>
          <SimpleGrid component="dl" cols={2} spacing="xs" verticalSpacing={4} m={0}>
            {rows.map(([label, value]) => (
              <Stack key={label} gap={0} style={{ display: 'contents' }}>
                <Text component="dt" size="sm" c="dimmed">
                  {label}
                </Text>
                <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
                  {value}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
          <DialogActions
            confirmLabel="Send data"
            onConfirm={() => void send()}
            onCancel={onClose}
            pending={sending.isPending}
            autoFocusCancel
          />
        </Stack>
      )}
    </Modal>
  );
}
