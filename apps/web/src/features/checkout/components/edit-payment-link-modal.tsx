import { NumberInput, Text, Textarea, TextInput } from '@mantine/core';
import { PAYMENT_LINK_LIMITS } from '@paydesk/domain/payment-link-fields';
import { useMemo } from 'react';
import { FieldPair } from '../../../shared/forms/field-pair';
import { FormActions, FormModal } from '../../../shared/forms/form-modal';
import { SchemaForm } from '../../../shared/forms/schema-form';
import { useSchemaForm } from '../../../shared/forms/use-schema-form';
import { notify } from '../../../shared/notifications/notify';
import type { PaymentLink } from '../api/get-payment-link';
import { useUpdatePaymentLink } from '../api/save-payment-link';
import { type EditLinkValues, expiryDay, toUpdateInput } from '../utils/link-form-values';

const loadSchema = async () =>
  (await import('@paydesk/domain/payment-links')).updatePaymentLinkSchema;

export interface EditPaymentLinkModalProps {
  opened: boolean;
  onClose: () => void;
  merchantId: number;
  link: PaymentLink;
  timeZone: string;
}

/** Edit payment link: title, description, expiry and payment limit (what it charges stays). */
export function EditPaymentLinkModal({ opened, onClose, ...props }: EditPaymentLinkModalProps) {
  return (
    <FormModal opened={opened} onClose={onClose} title="Edit payment link" size="lg">
      <EditForm onClose={onClose} {...props} />
    </FormModal>
  );
}

function EditForm({
  merchantId,
  link,
  timeZone,
  onClose,
}: Omit<EditPaymentLinkModalProps, 'opened'>) {
  const update = useUpdatePaymentLink(merchantId, link.token);
  const initial = useMemo<EditLinkValues>(
    () => ({
      title: link.title,
      description: link.description,
      expiresAt: expiryDay(link.expiresAt, timeZone),
      maxPayments: link.maxPayments ?? '',
    }),
    [link, timeZone],
  );
  const toInput = useMemo(
    () => (values: EditLinkValues) => toUpdateInput(initial, values, timeZone),
    [initial, timeZone],
  );
  const form = useSchemaForm({ schema: loadSchema, initialValues: initial, toInput });
  return (
    <SchemaForm
      form={form}
      aria-label="Edit payment link"
      errorTitle="The payment link could not be saved"
      onSubmit={async (body, { idempotencyKey }) => {
        const saved = await update.mutateAsync({ body, idempotencyKey });
        notify({ level: 'success', title: 'Payment link saved', message: saved.title });
        onClose();
      }}
    >
      <TextInput
        label="Title"
        required
        autoComplete="off"
        data-autofocus
        maxLength={PAYMENT_LINK_LIMITS.title}
        {...form.field('title')}
      />
      <Textarea
        label="Description"
        autosize
        minRows={2}
        maxRows={5}
        {...form.field('description')}
      />
      <FieldPair>
        <TextInput
          type="date"
          label="Expires after"
          description="Empty: it never expires"
          {...form.field('expiresAt')}
        />
        <NumberInput
          label="Payment limit"
          description="Empty: no limit"
          min={1}
          max={PAYMENT_LINK_LIMITS.maxPayments}
          allowDecimal={false}
          allowNegative={false}
          {...form.field('maxPayments')}
        />
      </FieldPair>
      <Text size="xs" c="dimmed">
        What the link charges cannot change once it is made: make a new link to sell something else.
      </Text>
      <FormActions
        onCancel={onClose}
        pending={form.submitting}
        submitLabel="Save changes"
        errors={form.form.errors}
      />
    </SchemaForm>
  );
}
