import { Select, TextInput } from '@mantine/core';
import {
  SETTINGS_MESSAGES,
  updateAdminMerchantAdvancedSchema,
  updatePayoutDescriptorSchema,
  updateSoftDescriptorSchema,
} from '@paydesk/domain/admin-merchant-settings';
import { z } from 'zod';
import { FormModal, SchemaFormWithActions } from '../../../../shared/forms/form-modal';
import { useSchemaForm } from '../../../../shared/forms/use-schema-form';
import { notify } from '../../../../shared/notifications/notify';
import {
  type MerchantSettings,
  useUpdateMerchantAdvanced,
  useUpdatePayoutDescriptor,
  useUpdateSoftDescriptor,
} from '../../api/merchant-settings';

interface DialogProps {
  settings: MerchantSettings;
  opened: boolean;
  onClose: () => void;
}

/** Both descriptors in one form (two calls, each only when its value changed). */
const descriptorsSchema = z.object({
  ...updateSoftDescriptorSchema.shape,
  ...updatePayoutDescriptorSchema.shape,
});

const saved = () =>
  notify({ level: 'success', title: 'Merchant updated', message: SETTINGS_MESSAGES.saved });

/** The descriptors dialog: what card and bank statements show (soft-descriptor, payout-descriptor). */
export function DescriptorsDialog({ settings, opened, onClose }: DialogProps) {
  return (
    <FormModal opened={opened} onClose={onClose} title="Edit descriptors" size="md">
      <DescriptorsForm settings={settings} onClose={onClose} />
    </FormModal>
  );
}

function DescriptorsForm({ settings, onClose }: Omit<DialogProps, 'opened'>) {
  const soft = useUpdateSoftDescriptor(settings.id);
  const payout = useUpdatePayoutDescriptor(settings.id);
  const form = useSchemaForm({
    schema: descriptorsSchema,
    initialValues: {
      soft_descriptor: settings.softDescriptor ?? '',
      payout_descriptor: settings.payoutDescriptor ?? '',
    },
  });
  return (
    <SchemaFormWithActions
      form={form}
      aria-label="Edit descriptors"
      errorTitle="The descriptors were not changed"
      onSubmit={async (body, { idempotencyKey }) => {
        if (body.soft_descriptor !== (settings.softDescriptor ?? '')) {
          await soft.mutateAsync({
            body: { soft_descriptor: body.soft_descriptor },
            idempotencyKey: `${idempotencyKey}-soft`,
          });
        }
        if (body.payout_descriptor !== (settings.payoutDescriptor ?? '')) {
          await payout.mutateAsync({
            body: { payout_descriptor: body.payout_descriptor },
            idempotencyKey: `${idempotencyKey}-payout`,
          });
        }
        saved();
        onClose();
      }}
      submitLabel="Save descriptors"
      onCancel={onClose}
    >
      <TextInput
        label="Soft descriptor"
        description="On card statements: up to 22 letters, numbers, spaces and . , * - &"
        maxLength={22}
        {...form.field('soft_descriptor')}
        data-autofocus
      />
      <TextInput
        label="Payout descriptor"
        description="On bank statements for payouts: up to 22 characters"
        maxLength={22}
        {...form.field('payout_descriptor')}
      />
    </SchemaFormWithActions>
  );
}

type AdvancedValues = {
  partnerId: string | null;
  clientId: string | null;
  processorGatewayId: string;
};

const advancedToInput = (values: AdvancedValues) => ({
  partnerId: values.partnerId ? Number(values.partnerId) : null,
  clientId: values.clientId ? Number(values.clientId) : null,
  processorGatewayId: values.processorGatewayId,
});

/** The advanced dialog (can-edit-merchant-advanced-info): partner, client, processor gateway id. */
export function AdvancedDialog({ settings, opened, onClose }: DialogProps) {
  return (
    <FormModal opened={opened} onClose={onClose} title="Edit advanced details" size="md">
      <AdvancedForm settings={settings} onClose={onClose} />
    </FormModal>
  );
}

function AdvancedForm({ settings, onClose }: Omit<DialogProps, 'opened'>) {
  const update = useUpdateMerchantAdvanced(settings.id);
  const { advanced, choices } = settings;
  const form = useSchemaForm({
    schema: updateAdminMerchantAdvancedSchema,
    initialValues: {
      partnerId: advanced.partnerId === null ? null : String(advanced.partnerId),
      clientId: advanced.clientId === null ? null : String(advanced.clientId),
      processorGatewayId: advanced.processorGatewayId,
    } as AdvancedValues,
    toInput: advancedToInput,
  });
  const options = (rows: { id: number; name: string }[]) =>
    rows.map((row) => ({ value: String(row.id), label: `${row.name} / ${row.id}` }));
  return (
    <SchemaFormWithActions
      form={form}
      aria-label="Edit advanced details"
      errorTitle="The merchant was not updated"
      onSubmit={async (body, { idempotencyKey }) => {
        await update.mutateAsync({ body, idempotencyKey });
        saved();
        onClose();
      }}
      submitLabel="Save changes"
      onCancel={onClose}
    >
      <Select
        label="Partner"
        placeholder="None"
        clearable
        searchable
        data={options(choices.partners)}
        comboboxProps={{ withinPortal: true }}
        {...form.field('partnerId')}
        data-autofocus
      />
      <Select
        label="Client"
        placeholder="None"
        clearable
        searchable
        data={options(choices.clients)}
        comboboxProps={{ withinPortal: true }}
        {...form.field('clientId')}
      />
      <TextInput
        label="Processor gateway id"
        description="The merchant's account id at its processor"
        {...form.field('processorGatewayId')}
      />
    </SchemaFormWithActions>
  );
}
