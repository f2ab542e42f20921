import { Modal, Radio, Select, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { newIdempotencyKey } from '../../../shared/api/call-endpoint';
import { DialogActions } from '../../../shared/forms/dialog-actions';
import { notify } from '../../../shared/notifications/notify';
import { useResidualRates } from '../api/get-rates';
import { type Rate, useConvertRate } from '../api/save-rate';

interface ConvertResidualModalProps {
  opened: boolean;
  onClose: () => void;
  rate: Rate;
}

/**
 * Convert to residual (PATCH …/convert-to-residual): the rate becomes a residual rate (which
 * points at no other), or stays a rate merchants use, pointing at a residual rate of its
 * processor or at none. The server's rules answer with their messages.
 */
export function ConvertResidualModal({ opened, onClose, rate }: ConvertResidualModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Residual settings">
      {opened ? <ConvertForm rate={rate} onClose={onClose} /> : null}
    </Modal>
  );
}

function ConvertForm({ rate, onClose }: { rate: Rate; onClose: () => void }) {
  const convert = useConvertRate(rate.id);
  const [kind, setKind] = useState(rate.isResidualRate ? 'residual' : 'regular');
  const [target, setTarget] = useState<string | null>(
    rate.residualRateId === null ? null : String(rate.residualRateId),
  );
  const residuals = useResidualRates(rate.processor, kind === 'regular');
  const key = useRef(newIdempotencyKey());
  const options = (residuals.data?.data ?? [])
    .filter((r) => r.id !== rate.id)
    .map((r) => ({ value: String(r.id), label: r.rateName }));

  const submit = async () => {
    const isResidualRate = kind === 'residual';
    const saved = await convert.mutateAsync({
      isResidualRate,
      residualRateId: isResidualRate || target === null ? null : Number(target),
      idempotencyKey: key.current,
    });
    key.current = newIdempotencyKey();
    notify({
      level: 'success',
      title: saved.isResidualRate ? 'Rate converted to residual' : 'Residual rate saved',
      message: saved.rateName,
    });
    onClose();
  };

  return (
    <Stack gap="md">
      <Radio.Group
        label="This rate is"
        value={kind}
        onChange={(value) => {
          setKind(value);
          key.current = newIdempotencyKey();
        }}
      >
        <Stack gap="xs" mt="xs">
          <Radio value="residual" label="A residual rate" />
          <Radio value="regular" label="A rate merchants use" />
        </Stack>
      </Radio.Group>
      {kind === 'residual' ? (
        <Text size="sm" c="dimmed">
          A residual rate points at no other rate, and no merchant may be on it.
        </Text>
      ) : (
        <Select
          label="Residual rate"
          description={`A residual rate of ${rate.processorName}, or none`}
          placeholder={residuals.isLoading ? 'Loading…' : 'None'}
          data={options}
          value={target}
          onChange={(value) => {
            setTarget(value);
            key.current = newIdempotencyKey();
          }}
          clearable
          checkIconPosition="right"
          nothingFoundMessage="No residual rate on this processor"
        />
      )}
      <DialogActions
        confirmLabel="Save"
        onConfirm={() => void submit().catch(() => {})}
        onCancel={onClose}
        pending={convert.isPending}
        error={convert.error}
        errorTitle="The rate could not be converted"
      />
    </Stack>
  );
}
