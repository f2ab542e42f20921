import { Alert, Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { applicationStartSchema } from '@paydesk/domain/applications';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { EmailField, PersonNameFields } from '../../../shared/form-fields/text-fields';
import { NewPasswordInput } from '../../../shared/forms/new-password-input';
import { SchemaForm } from '../../../shared/forms/schema-form';
import { useSchemaForm } from '../../../shared/forms/use-schema-form';
import { PageTitle, pageTitle } from '../../../shared/page-title/page-title';
import { startApplication } from '../api/start-application';

const initialValues = { firstName: '', lastName: '', email: '', password: '' };

/**
 * /start (part 1 §2): "Apply for a merchant account": name, e-mail and a password with the
 * rules of §5. The server e-mails the link that continues the application; the answer is the
 * same whether or not the e-mail already has an account.
 */
export function StartPage() {
  const [sent, setSent] = useState<string | null>(null);
  const form = useSchemaForm({ schema: applicationStartSchema, initialValues });

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={560} mx="auto">
      <PageTitle title={pageTitle('Apply for a merchant account')} />
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz="h2">
            Apply for a merchant account
          </Title>
          <Text c="dimmed">
            Accept cards and bank transfers with Paydesk. It takes about ten minutes: your business,
            its owner, the bank account for payouts and a voided check or bank statement.
          </Text>
        </Stack>
        {sent ? (
          <Alert
            color="teal"
            variant="light"
            icon={<IconMailCheck size={18} aria-hidden />}
            title="Check your e-mail"
            role="status"
          >
            {sent}
          </Alert>
        ) : (
          <SchemaForm
            form={form}
            errorTitle="We could not start your application"
            aria-label="Apply for a merchant account"
            onSubmit={async (values, { idempotencyKey }) => {
              const answer = await startApplication(values, idempotencyKey);
              setSent(answer.message);
            }}
          >
            <PersonNameFields first={form.field('firstName')} last={form.field('lastName')} />
            <EmailField field={form.field('email')} label="E-mail" required />
            <NewPasswordInput {...form.field('password')} label="Password" />
            <Button type="submit" loading={form.submitting} size="md">
              Continue
            </Button>
          </SchemaForm>
        )}
        <Text size="sm">
          Already have an account?{' '}
          <Anchor component={Link} to={paths.public.login.href()}>
            Sign in
          </Anchor>
        </Text>
      </Stack>
    </Paper>
  );
}
