import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { FormModal, SchemaFormWithActions } from '../../../shared/forms/form-modal';
import { useSchemaForm } from '../../../shared/forms/use-schema-form';
import { notify } from '../../../shared/notifications/notify';
import type { PaymentLink } from '../api/get-payment-link';
import { useUpdatePaymentLink } from '../api/save-payment-link';
import { type EditLinkValues, expiryDay, toUpdateInput } from '../utils/link-form-values';
import { LinkLimitFields, LinkTextFields } from './link-fields';

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
    <SchemaFormWithActions
      form={form}
      aria-label="Edit payment link"
      errorTitle="The payment link could not be saved"
      onSubmit={async (body, { idempotencyKey }) => {
        const saved = await update.mutateAsync({ body, idempotencyKey });
        notify({ level: 'success', title: 'Payment link saved', message: saved.title });
        onClose();
      }}
      submitLabel="Save changes"
      onCancel={onClose}
    >
      <LinkTextFields form={form} />
      <LinkLimitFields
        form={form}
        hints={{ expiresAt: 'Empty: it never expires', maxPayments: 'Empty: no limit' }}
      />
      <Text size="xs" c="dimmed">
        What the link charges cannot change once it is made: make a new link to sell something else.
      </Text>
    </SchemaFormWithActions>
  );
}
