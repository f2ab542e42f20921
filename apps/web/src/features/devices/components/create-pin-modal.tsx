import { Alert, Button, CopyButton, Group, Stack, Text } from '@mantine/core';
import { DEVICE_PIN_LIMITS, DEVICE_PIN_MESSAGES } from '@paydesk/domain/device-pin-fields';
import { devicePinFormSchema } from '@paydesk/domain/devices';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { DateField } from '../../../shared/form-fields/date-field';
import { TextField } from '../../../shared/form-fields/text-fields';
import { FieldPair } from '../../../shared/forms/field-pair';
import { FormModal, SchemaFormWithActions } from '../../../shared/forms/form-modal';
import { useSchemaForm } from '../../../shared/forms/use-schema-form';
import { type CreatedDevicePin, useCreateDevicePin } from '../api/device-pins';
import classes from './device-pins.module.css';

export interface CreatePinModalProps {
  opened: boolean;
  onClose: () => void;
  merchantId: number;
}

const EMPTY = { description: '', activeDate: '', expireDate: '' };

/** New PIN: a description and optional days; then the PIN, shown this once, with Copy. */
export function CreatePinModal({ opened, onClose, merchantId }: CreatePinModalProps) {
  const [created, setCreated] = useState<CreatedDevicePin | null>(null);
  const close = () => {
    setCreated(null);
    onClose();
  };
  return (
    <FormModal opened={opened} onClose={close} title={created ? 'Your new PIN' : 'New device PIN'}>
      {created ? (
        <ShownOnce created={created} onDone={close} />
      ) : (
        <CreatePinForm merchantId={merchantId} onCancel={close} onCreated={setCreated} />
      )}
    </FormModal>
  );
}

function CreatePinForm({
  merchantId,
  onCancel,
  onCreated,
}: {
  merchantId: number;
  onCancel: () => void;
  onCreated: (created: CreatedDevicePin) => void;
}) {
  const create = useCreateDevicePin(merchantId);
  const form = useSchemaForm({ schema: devicePinFormSchema, initialValues: EMPTY });
  return (
    <SchemaFormWithActions
      form={form}
      aria-label="New device PIN"
      errorTitle="The PIN could not be created"
      onSubmit={async (body, { idempotencyKey }) => {
        onCreated(await create.mutateAsync({ body, idempotencyKey }));
      }}
      submitLabel="Create PIN"
      onCancel={onCancel}
    >
      <TextField
        field={form.field('description')}
        label="Description"
        description="Where the device is, e.g. Front counter."
        required
        maxLength={DEVICE_PIN_LIMITS.description}
      />
      <FieldPair>
        <DateField
          field={form.field('activeDate')}
          label="Active from"
          description="MM/DD/YYYY. Empty: from now."
        />
        <DateField
          field={form.field('expireDate')}
          label="Expires after"
          description="MM/DD/YYYY. Empty: no end."
        />
      </FieldPair>
    </SchemaFormWithActions>
  );
}

function ShownOnce({ created, onDone }: { created: CreatedDevicePin; onDone: () => void }) {
  return (
    <Stack gap="md">
      <Text size="sm">
        The PIN for “{created.devicePin.description}”. Enter it on the device to pair it.
      </Text>
      <Text className={classes.pin} aria-label={`PIN ${created.pin.split('').join(' ')}`}>
        {created.pin}
      </Text>
      <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
        {DEVICE_PIN_MESSAGES.shownOnce}
      </Alert>
      <Group justify="flex-end" gap="xs">
        <CopyButton value={created.pin}>
          {({ copied, copy }) => (
            <Button
              variant="default"
              onClick={copy}
              leftSection={
                copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
              }
            >
              {copied ? 'Copied' : 'Copy PIN'}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onDone} data-autofocus>
          Done
        </Button>
      </Group>
    </Stack>
  );
}
