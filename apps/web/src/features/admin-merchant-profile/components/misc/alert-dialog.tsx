import { Stack } from '@mantine/core';
import {
  createMerchantAlertSchema,
  MERCHANT_ALERT_MESSAGE_MAX,
  MERCHANT_ALERT_TITLE_MAX,
  MERCHANT_ALERT_TYPE_LABELS,
  MERCHANT_ALERT_TYPES,
} from '@paydesk/domain/merchant-alerts';
import { SelectField } from '../../../../shared/form-fields/choice-fields';
import { TextField } from '../../../../shared/form-fields/text-fields';
import { TextareaField } from '../../../../shared/form-fields/textarea-field';
import { FormModal, SchemaFormWithActions } from '../../../../shared/forms/form-modal';
import { useSchemaForm } from '../../../../shared/forms/use-schema-form';
import { notify } from '../../../../shared/notifications/notify';
import { useCreateMerchantAlert } from '../../api/merchant-misc';

export interface AlertDialogProps {
  opened: boolean;
  onClose: () => void;
  merchantId: number;
}

interface AlertValues extends Record<string, unknown> {
  type: string;
  title: string;
  message: string;
}

const EMPTY: AlertValues = { type: '', title: '', message: '' };

const TYPE_OPTIONS = MERCHANT_ALERT_TYPES.map((type) => ({
  value: type,
  label: `${MERCHANT_ALERT_TYPE_LABELS[type]} (${type === 'information' ? 'blue' : type === 'error' ? 'red' : 'yellow'})`,
}));

/** Create alert (part 2 §4 "Alerts"): a type, a title and a message; shown at once. */
export function AlertDialog({ opened, onClose, merchantId }: AlertDialogProps) {
  return (
    <FormModal opened={opened} onClose={onClose} title="Create alert">
      <AlertForm merchantId={merchantId} onClose={onClose} />
    </FormModal>
  );
}

function AlertForm({ merchantId, onClose }: { merchantId: number; onClose: () => void }) {
  const create = useCreateMerchantAlert(merchantId);
  const form = useSchemaForm({ schema: createMerchantAlertSchema, initialValues: EMPTY });
  return (
    <SchemaFormWithActions
      form={form}
      aria-label="Create alert"
      errorTitle="Error"
      onSubmit={async (data, { idempotencyKey }) => {
        const alert = await create.mutateAsync({ ...data, idempotencyKey });
        notify({
          level: 'success',
          title: 'Alert created',
          message: `'${alert.title}' now shows on the merchant's dashboard.`,
        });
        onClose();
      }}
      submitLabel="Create alert"
      onCancel={onClose}
    >
      <Stack gap="sm">
        <SelectField field={form.field('type')} label="Type" required options={TYPE_OPTIONS} />
        <TextField
          field={form.field('title')}
          label="Title"
          required
          maxLength={MERCHANT_ALERT_TITLE_MAX}
        />
        <TextareaField
          field={form.field('message')}
          label="Message"
          required
          maxLength={MERCHANT_ALERT_MESSAGE_MAX}
          minRows={3}
        />
      </Stack>
    </SchemaFormWithActions>
  );
}
