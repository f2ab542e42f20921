import { Alert, Button, Stack } from '@mantine/core';
import { type MerchantApplication, moreInfoSchema } from '@paydesk/domain/applications';
import { useQueryClient } from '@tanstack/react-query';
import { TextareaField } from '../../../shared/form-fields/textarea-field';
import { SchemaForm } from '../../../shared/forms/schema-form';
import { useSchemaForm } from '../../../shared/forms/use-schema-form';
import { answerMoreInfo } from '../api/save-application';

const initialValues = { answer: '' };

/** The processor asked for more information (additionalInfoStatus pending): the answer. */
export function MoreInfoForm({
  application,
  onAnswered,
}: {
  application: MerchantApplication;
  onAnswered: (application: MerchantApplication) => void;
}) {
  const queryClient = useQueryClient();
  const form = useSchemaForm({ schema: moreInfoSchema, initialValues });
  return (
    <Stack gap="md">
      <Alert color="orange" variant="light" title="We need a little more information">
        {application.decisionMessage}
      </Alert>
      <SchemaForm
        form={form}
        errorTitle="Your answer could not be sent"
        aria-label="More information"
        onSubmit={async ({ answer }, { idempotencyKey }) =>
          onAnswered(await answerMoreInfo(queryClient, application.token, answer, idempotencyKey))
        }
      >
        <TextareaField field={form.field('answer')} label="Your answer" maxLength={2000} required />
        <Button type="submit" loading={form.submitting}>
          Send answer
        </Button>
      </SchemaForm>
    </Stack>
  );
}
