import { type MantineSpacing, Stack } from '@mantine/core';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import type { z } from 'zod';
import { FormErrorAlert } from './form-error-alert';
import type { SchemaFormApi, SubmitHandler } from './use-schema-form';

export interface SchemaFormProps<Values, Schema extends z.ZodType>
  extends Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit' | 'children'> {
  /** What `useSchemaForm` answered. */
  form: SchemaFormApi<Values, Schema>;
  /** Sends the parsed values with the submission's Idempotency-Key; a rejection fails it. */
  onSubmit: SubmitHandler<Schema>;
  /**
   * The title of the error alert at the top of the form. Without it, failures are reported
   * elsewhere (e.g. a notification) and only the field messages show in the form.
   */
  errorTitle?: string;
  gap?: MantineSpacing;
  children: ReactNode;
}

/**
 * The form element of `useSchemaForm`: no browser validation (the schema's messages show
 * instead), the server's error_message in an alert at the top, then the fields.
 */
export function SchemaForm<Values, Schema extends z.ZodType>({
  form,
  onSubmit,
  errorTitle,
  gap = 'md',
  children,
  ...others
}: SchemaFormProps<Values, Schema>) {
  return (
    <form noValidate {...others} onFocus={form.prepare} onSubmit={form.onSubmit(onSubmit)}>
      <Stack gap={gap}>
        {errorTitle ? (
          <FormErrorAlert
            error={form.submitError}
            title={errorTitle}
            shownPaths={form.shownPaths()}
          />
        ) : null}
        {children}
      </Stack>
    </form>
  );
}
