import { Alert, Button, Group, Modal, Radio, Select, Stack, Text } from '@mantine/core';
import {
  ADMIN_ACTION_MESSAGES,
  CLOSURE_REASONS,
  type ClosureReason,
  type StatusChangeKey,
} from '@paydesk/domain/admin-merchant-actions';
import { merchantStatusLabel } from '@paydesk/domain/merchant-status';
import { useEffect, useMemo, useRef, useState } from 'react';
import { errorText, FALLBACK_ERROR_TEXT } from '../../../../shared/errors/error-message';
import { DialogActions } from '../../../../shared/forms/dialog-actions';
import { SubmissionKeys } from '../../../../shared/forms/submission-key';
import { notify } from '../../../../shared/notifications/notify';
import type { MerchantProfile } from '../../api/get-merchant-profile';
import { useChangeMerchantStatus } from '../../api/merchant-actions';
import {
  offeredStatuses,
  pageReload,
  RELOAD_AFTER_CLOSE_MS,
  statusFormError,
} from './action-rules';
import { useFlashError } from './use-flash-error';

type Step = 'form' | 'confirm' | 'closed';

/**
 * Change Status (part 2 §4, §5): Activate, Pending or Closed other than the current status,
 * a closure reason for Closed, a Yes/No confirmation; after a close the page reloads 7 s
 * later, after another status the merchant is read again with 'Merchant updated'.
 */
export function ChangeStatusDialog({
  profile,
  opened,
  onClose,
}: {
  profile: MerchantProfile;
  opened: boolean;
  onClose: () => void;
}) {
  const choices = offeredStatuses(profile.status);
  const [key, setKey] = useState<StatusChangeKey | null>(null);
  const [reason, setReason] = useState<ClosureReason | null>(null);
  const [step, setStep] = useState<Step>('form');
  const [error, flashError] = useFlashError();
  const keys = useMemo(() => new SubmissionKeys(), []);
  const reload = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const closing = key === 'closed';
  const changing = useChangeMerchantStatus(profile.id, { refetch: !closing });
  const chosen = choices.find((choice) => choice.key === key);
  const current = merchantStatusLabel(profile.status, profile.processorId);

  useEffect(() => {
    if (!opened) {
      setKey(null);
      setReason(null);
      setStep((s) => (s === 'closed' ? s : 'form'));
      flashError(null);
    }
  }, [opened, flashError]);

  const review = () => {
    const problem = statusFormError(key, reason);
    if (problem) {
      flashError(problem);
      return;
    }
    setStep('confirm');
  };

  const send = async () => {
    if (!key) return;
    const body = closing ? { status: key, reason } : { status: key };
    try {
      await changing.mutateAsync({ ...body, idempotencyKey: keys.keyFor(body) });
      keys.renew();
      if (closing) {
        setStep('closed');
        clearTimeout(reload.current);
        reload.current = setTimeout(() => pageReload.reload(), RELOAD_AFTER_CLOSE_MS);
        return;
      }
      notify({
        level: 'success',
        title: ADMIN_ACTION_MESSAGES.statusUpdatedTitle,
        message: ADMIN_ACTION_MESSAGES.statusUpdated,
      });
      onClose();
    } catch (failure) {
      setStep('form');
      notify({
        level: 'error',
        title: 'Error',
        message: errorText(failure) ?? FALLBACK_ERROR_TEXT,
      });
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Change Status" size="md">
      {step === 'closed' ? (
        <Stack gap="md">
          <Alert color="teal" variant="light" title={ADMIN_ACTION_MESSAGES.statusUpdatedTitle}>
            {ADMIN_ACTION_MESSAGES.statusUpdated}. The page reloads in 7 seconds.
          </Alert>
        </Stack>
      ) : step === 'confirm' && chosen ? (
        <Stack gap="md">
          <Text>
            Change the status of {profile.businessCommonName} from {current} to {chosen.label}
            {closing && reason ? ` (${reason})` : ''}?
          </Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setStep('form')} data-autofocus>
              No
            </Button>
            <Button
              color={closing ? 'red.9' : undefined}
              loading={changing.isPending}
              onClick={() => void send()}
            >
              Yes
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Current status: {current}
          </Text>
          <Radio.Group
            label="New status"
            value={key}
            onChange={(value) => {
              setKey(value as StatusChangeKey);
              flashError(null);
            }}
          >
            <Stack gap="xs" mt="xs">
              {choices.map((choice) => (
                <Radio key={choice.key} value={choice.key} label={choice.label} />
              ))}
            </Stack>
          </Radio.Group>
          {closing ? (
            <Select
              label="Closure reason"
              placeholder="Select a reason"
              data={[...CLOSURE_REASONS]}
              value={reason}
              onChange={(value) => {
                setReason(value as ClosureReason | null);
                flashError(null);
              }}
              comboboxProps={{ withinPortal: true }}
              required
            />
          ) : null}
          <DialogActions
            message={error}
            confirmLabel="Change status"
            onConfirm={review}
            onCancel={onClose}
            pending={false}
          />
        </Stack>
      )}
    </Modal>
  );
}
