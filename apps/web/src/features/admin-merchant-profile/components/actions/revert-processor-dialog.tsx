import { Alert, Group, Loader, Modal, Select, Stack, Text } from '@mantine/core';
import {
  ADMIN_ACTION_MESSAGES,
  baseTierOf,
  type PayoutFrequency,
  PROCESSOR_ACTION_MESSAGES,
} from '@paydesk/domain/admin-merchant-actions';
import { processorName } from '@paydesk/domain/merchant-status';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { errorText, FALLBACK_ERROR_TEXT } from '../../../../shared/errors/error-message';
import { DialogActions } from '../../../../shared/forms/dialog-actions';
import { SubmissionKeys } from '../../../../shared/forms/submission-key';
import { notify } from '../../../../shared/notifications/notify';
import type { MerchantProfile } from '../../api/get-merchant-profile';
import {
  useOldProcessorAccount,
  useRevertProcessor,
  useRevertRates,
} from '../../api/merchant-actions';
import { payoutFormError } from './action-rules';
import { PayoutFields } from './payout-fields';
import { useFlashError } from './use-flash-error';

/**
 * Revert Processor (part 2 §4, §5): the old processor's merchant account is checked first
 * (loading, active, inactive); a rate of the old processor open to the merchant's partner,
 * shown with the base tier prefix; to processor 3 a payout frequency and day, else daily.
 */
export function RevertProcessorDialog({
  profile,
  opened,
  onClose,
}: {
  profile: MerchantProfile;
  opened: boolean;
  onClose: () => void;
}) {
  const account = useOldProcessorAccount(profile.id, opened);
  const rates = useRevertRates(profile.id, opened);
  const [rateId, setRateId] = useState<string | null>(null);
  const [frequency, setFrequency] = useState<PayoutFrequency | null>(null);
  const [day, setDay] = useState<string | null>(null);
  const [error, flashError] = useFlashError();
  const keys = useMemo(() => new SubmissionKeys(), []);
  const reverting = useRevertProcessor(profile.id);
  const oldProcessorId = profile.oldProcessorId;
  const toNewer = oldProcessorId === 3;
  const tier = baseTierOf(profile.countryId, profile.businessType);
  const oldName = oldProcessorId ? processorName(oldProcessorId) : 'the old processor';

  useEffect(() => {
    if (!opened) {
      setRateId(null);
      setFrequency(null);
      setDay(null);
      flashError(null);
      reverting.reset();
    }
  }, [opened, flashError, reverting.reset]);

  const options = (rates.data?.rates ?? []).map((rate) => ({
    value: String(rate.id),
    label: rate.label,
  }));
  const active = account.data?.active === true;

  const submit = async () => {
    const rate = rates.data?.rates.find((r) => String(r.id) === rateId);
    if (!rate) {
      flashError(PROCESSOR_ACTION_MESSAGES.rateRequired);
      return;
    }
    if (toNewer) {
      const problem = payoutFormError(frequency, day);
      if (problem) {
        flashError(problem);
        return;
      }
    }
    if (oldProcessorId !== 2 && oldProcessorId !== 3) return;
    const body = {
      selectedRateId: rate.id,
      selectedRateName: rate.label,
      selectedPayoutFrequency: toNewer ? frequency : 'daily',
      selectedPayoutDay: toNewer && frequency !== 'daily' ? (day ?? '') : '',
      oldProcessorGatewayId: profile.oldProcessorGatewayId,
      oldProcessorGatewayAltId: profile.oldProcessorGatewayAltId,
      oldProcessorId,
    } as const;
    try {
      const result = await reverting.mutateAsync({ ...body, idempotencyKey: keys.keyFor(body) });
      keys.renew();
      notify({
        level: 'success',
        title: ADMIN_ACTION_MESSAGES.statusUpdatedTitle,
        message: result.message,
      });
      onClose();
    } catch {
      // Shown in the dialog.
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Revert Processor" size="lg">
      <Stack gap="md">
        <Text size="sm">
          Return {profile.businessCommonName} from {profile.processorName} to {oldName}
          {profile.oldProcessorGatewayId ? ` (account ${profile.oldProcessorGatewayId})` : ''}.
        </Text>
        {account.isPending ? (
          <Group gap="xs" role="status">
            <Loader size="sm" aria-hidden />
            <Text size="sm">Checking the merchant account on {oldName}…</Text>
          </Group>
        ) : account.isError ? (
          <Alert color="red" variant="light" role="alert" title="The account could not be checked">
            {errorText(account.error) ?? FALLBACK_ERROR_TEXT}
          </Alert>
        ) : active ? (
          <Alert
            color="teal"
            variant="light"
            role="status"
            title="Old merchant account active"
            icon={<IconCircleCheck size={18} aria-hidden />}
          >
            {account.data?.message}
          </Alert>
        ) : (
          <Alert
            color="red"
            variant="light"
            role="alert"
            title="Old merchant account inactive"
            icon={<IconAlertCircle size={18} aria-hidden />}
          >
            {account.data?.message} The merchant cannot be reverted to it.
          </Alert>
        )}
        {active ? (
          <>
            <Select
              label="Rate"
              description={`Rates of ${oldName} open to the merchant's partner, with the base tier ${tier}`}
              placeholder={rates.isPending ? 'Loading rates…' : 'Select a rate'}
              data={options}
              value={rateId}
              onChange={(value) => {
                setRateId(value);
                flashError(null);
              }}
              nothingFoundMessage="No rates"
              comboboxProps={{ withinPortal: true }}
              searchable
              required
            />
            {rates.isError ? (
              <Text c="red.8" size="sm" role="alert">
                {errorText(rates.error) ?? FALLBACK_ERROR_TEXT}
              </Text>
            ) : rates.data && options.length === 0 ? (
              <Text size="sm" c="dimmed">
                No rate of {oldName} is open to this merchant's partner.
              </Text>
            ) : null}
            {toNewer ? (
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
            ) : (
              <Text size="sm" c="dimmed">
                Payouts will be daily on {oldName}.
              </Text>
            )}
          </>
        ) : null}
        <DialogActions
          message={error}
          confirmLabel="Revert processor"
          onConfirm={() => void submit()}
          onCancel={onClose}
          pending={reverting.isPending}
          disabled={!active}
          error={reverting.error}
          errorTitle="The merchant was not reverted"
        />
      </Stack>
    </Modal>
  );
}
