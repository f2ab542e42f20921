import { Select } from '@mantine/core';
import {
  SETTINGS_MESSAGES,
  updateMerchantTierSchema,
} from '@paydesk/domain/admin-merchant-settings';
import { FormModal, SchemaFormWithActions } from '../../../../shared/forms/form-modal';
import { useSchemaForm } from '../../../../shared/forms/use-schema-form';
import { notify } from '../../../../shared/notifications/notify';
import { type MerchantSettings, useUpdateMerchantTier } from '../../api/merchant-settings';

type RatesValues = { rate_name: string; mobile_rate_name: string | null };

/** The rates dialog (tier): a web and a mobile rate, from the rates of the merchant's processor. */
export function RatesDialog({
  settings,
  opened,
  onClose,
}: {
  settings: MerchantSettings;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <FormModal opened={opened} onClose={onClose} title="Edit rates" size="md">
      <RatesForm settings={settings} onClose={onClose} />
    </FormModal>
  );
}

export function RatesForm({
  settings,
  onClose,
}: {
  settings: MerchantSettings;
  onClose: () => void;
}) {
  const update = useUpdateMerchantTier(settings.id);
  const form = useSchemaForm({
    schema: updateMerchantTierSchema,
    initialValues: {
      rate_name: settings.rates.web_rate_name ?? '',
      mobile_rate_name: settings.rates.mobile_rate_name,
    } as RatesValues,
  });
  // Names repeat across rates at times: one option a name.
  const options = [...new Set(settings.choices.rates.map((rate) => rate.name))];
  return (
    <SchemaFormWithActions
      form={form}
      aria-label="Edit rates"
      errorTitle="The rates were not changed"
      onSubmit={async (body, { idempotencyKey }) => {
        await update.mutateAsync({ body, idempotencyKey });
        notify({ level: 'success', title: 'Merchant updated', message: SETTINGS_MESSAGES.saved });
        onClose();
      }}
      submitLabel="Save rates"
      onCancel={onClose}
    >
      <Select
        label="Web rate"
        description={`Rates of processor ${settings.processorId}`}
        placeholder={options.length ? 'Select a rate' : 'No rates for this processor'}
        required
        searchable
        data={options}
        nothingFoundMessage="No rate of that name"
        comboboxProps={{ withinPortal: true }}
        {...form.field('rate_name')}
        data-autofocus
      />
      <Select
        label="Mobile rate"
        placeholder="None"
        clearable
        searchable
        data={options}
        comboboxProps={{ withinPortal: true }}
        {...form.field('mobile_rate_name')}
      />
    </SchemaFormWithActions>
  );
}
