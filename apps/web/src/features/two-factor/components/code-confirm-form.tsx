import { Button, Group } from '@mantine/core';
import { twoFactorCodeRequestSchema } from '@paydesk/domain/two-factor';
import { SchemaForm } from '../../../shared/forms/schema-form';
import { useSchemaForm } from '../../../shared/forms/use-schema-form';
import { TotpCodeInput } from '../../../shared/two-factor/totp-code-input';

interface CodeConfirmFormProps {
  label: string;
  submitLabel: string;
  errorTitle: string;
  color?: string;
  onSubmit: (code: string, idempotencyKey: string) => Promise<unknown>;
  onCancel?: () => void;
}

/** A current code of the app confirms a change (turn on, new recovery codes, turn off). */
export function CodeConfirmForm({
  label,
  submitLabel,
  errorTitle,
  color,
  onSubmit,
  onCancel,
}: CodeConfirmFormProps) {
  const form = useSchemaForm({ schema: twoFactorCodeRequestSchema, initialValues: { code: '' } });
  return (
    <SchemaForm
      form={form}
      onSubmit={async ({ code }, { idempotencyKey }) => onSubmit(code, idempotencyKey)}
      errorTitle={errorTitle}
      aria-label={label}
    >
      <TotpCodeInput autoFocus {...form.field('code')} />
      <Group gap="sm" justify="flex-end">
        {onCancel && (
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" loading={form.submitting} color={color}>
          {submitLabel}
        </Button>
      </Group>
    </SchemaForm>
  );
}
