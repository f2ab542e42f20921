import { paymentMethodInputSchema } from '@paydesk/domain/subscriptions';
import { SchemaFormWithActions } from '../../../shared/forms/form-modal';
import { useSchemaForm } from '../../../shared/forms/use-schema-form';
import { PaymentMethodFields } from '../../../shared/payment-method/payment-method-fields';
import { useUpdateSubscriberMethod } from '../api/subscriber-api';
import { EMPTY_METHOD, toMethodInput } from '../utils/subscriber-values';

export interface UpdateMethodFormProps {
  subscriptionId: number;
  token: string;
  onDone: (lastFour: string) => void;
  onCancel: () => void;
}

/** The subscriber replaces the card (or bank account) their charges use. */
export function UpdateMethodForm({
  subscriptionId,
  token,
  onDone,
  onCancel,
}: UpdateMethodFormProps) {
  const update = useUpdateSubscriberMethod(subscriptionId, token);
  const form = useSchemaForm({
    schema: paymentMethodInputSchema,
    initialValues: EMPTY_METHOD,
    toInput: toMethodInput,
  });
  return (
    <SchemaFormWithActions
      form={form}
      aria-label="Update payment method"
      errorTitle="Your payment method was not updated"
      onSubmit={async (body, { idempotencyKey }) => {
        const next = await update.mutateAsync({ body, idempotencyKey });
        onDone(next.paymentMethod?.lastFour ?? '');
      }}
      submitLabel="Save payment method"
      onCancel={onCancel}
    >
      <PaymentMethodFields
        legend="New payment method"
        form={form}
        prefix=""
        values={form.form.values}
      />
    </SchemaFormWithActions>
  );
}
