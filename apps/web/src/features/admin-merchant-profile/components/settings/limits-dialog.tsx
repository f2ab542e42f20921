import { NumberInput, SimpleGrid } from '@mantine/core';
import {
  LIMIT_FIELDS,
  LIMIT_LABELS,
  LIMIT_MAX,
  LIMIT_MIN,
  LIMIT_STEP,
  type LimitField,
  SETTINGS_MESSAGES,
  updateMerchantLimitsSchema,
} from '@paydesk/domain/admin-merchant-settings';
import { FormModal, SchemaFormWithActions } from '../../../../shared/forms/form-modal';
import { useSchemaForm } from '../../../../shared/forms/use-schema-form';
import { notify } from '../../../../shared/notifications/notify';
import { type MerchantSettings, useUpdateMerchantLimits } from '../../api/merchant-settings';

/** Dollars as typed ('' while empty: no limit). */
type LimitsValues = Record<LimitField, number | string>;

/** The form's values as the request: an empty field is null (no limit), text a number. */
export const limitsToInput = (values: LimitsValues) =>
  Object.fromEntries(
    LIMIT_FIELDS.map((field) => {
      const value = values[field];
      return [field, value === '' || value === null ? null : Number(value)];
    }),
  ) as Record<LimitField, number | null>;

/**
 * The limits dialog (limits-settings, "limits including refund limits"): five dollar amounts,
 * 0 to 100000 in steps of 0.01 (part 2 §5 "Numeric inputs"); empty means no limit.
 */
export function LimitsDialog({
  settings,
  opened,
  onClose,
}: {
  settings: MerchantSettings;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <FormModal opened={opened} onClose={onClose} title="Edit limits" size="lg">
      <LimitsForm settings={settings} onClose={onClose} />
    </FormModal>
  );
}

export function LimitsForm({
  settings,
  onClose,
}: {
  settings: MerchantSettings;
  onClose: () => void;
}) {
  const update = useUpdateMerchantLimits(settings.id);
  const form = useSchemaForm({
    schema: updateMerchantLimitsSchema,
    initialValues: Object.fromEntries(
      LIMIT_FIELDS.map((field) => [field, settings.limits[field] ?? '']),
    ) as LimitsValues,
    toInput: limitsToInput,
  });
  return (
    <SchemaFormWithActions
      form={form}
      aria-label="Edit limits"
      errorTitle="The limits were not changed"
      onSubmit={async (body, { idempotencyKey }) => {
        await update.mutateAsync({ body, idempotencyKey });
        notify({ level: 'success', title: 'Limits updated', message: SETTINGS_MESSAGES.saved });
        onClose();
      }}
      submitLabel="Save limits"
      onCancel={onClose}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {LIMIT_FIELDS.map((field, index) => (
          <NumberInput
            key={field}
            label={LIMIT_LABELS[field]}
            description="Empty: no limit"
            prefix="$"
            thousandSeparator=","
            decimalScale={2}
            min={LIMIT_MIN}
            max={LIMIT_MAX}
            step={LIMIT_STEP}
            hideControls
            clampBehavior="none"
            allowNegative={false}
            inputMode="decimal"
            {...form.field(field)}
            data-autofocus={index === 0 ? true : undefined}
          />
        ))}
      </SimpleGrid>
    </SchemaFormWithActions>
  );
}
