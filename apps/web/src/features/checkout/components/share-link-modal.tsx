import { Text, Textarea, TextInput } from '@mantine/core';
import { FormModal, SchemaFormWithActions } from '../../../shared/forms/form-modal';
import { useSchemaForm } from '../../../shared/forms/use-schema-form';
import { notify } from '../../../shared/notifications/notify';
import { useSharePaymentLink } from '../api/save-payment-link';

const loadSchema = async () =>
  (await import('@paydesk/domain/payment-links')).sharePaymentLinkSchema;

export interface ShareLinkModalProps {
  opened: boolean;
  onClose: () => void;
  merchantId: number;
  token: string;
  url: string;
}

/** E-mail link: sends the link to one address, with a line of the merchant's own above it. */
export function ShareLinkModal({ opened, onClose, ...props }: ShareLinkModalProps) {
  return (
    <FormModal opened={opened} onClose={onClose} title="E-mail link">
      <ShareForm onClose={onClose} {...props} />
    </FormModal>
  );
}

function ShareForm({ merchantId, token, url, onClose }: Omit<ShareLinkModalProps, 'opened'>) {
  const share = useSharePaymentLink(merchantId, token);
  const form = useSchemaForm({
    schema: loadSchema,
    initialValues: { email: '', message: '' },
  });
  return (
    <SchemaFormWithActions
      form={form}
      aria-label="E-mail link"
      errorTitle="The link could not be sent"
      onSubmit={async (body, { idempotencyKey }) => {
        const sent = await share.mutateAsync({ body, idempotencyKey });
        notify({ level: 'success', title: 'Link sent', message: `E-mailed to ${sent.email}` });
        onClose();
      }}
      submitLabel="Send"
      onCancel={onClose}
    >
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {url}
      </Text>
      <TextInput
        label="E-mail"
        type="email"
        required
        autoComplete="off"
        data-autofocus
        {...form.field('email')}
      />
      <Textarea
        label="Message"
        description="Optional: a line of your own above the link"
        autosize
        minRows={2}
        maxRows={5}
        {...form.field('message')}
      />
    </SchemaFormWithActions>
  );
}
