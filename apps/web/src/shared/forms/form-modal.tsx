import { Button, Group, Modal, type ModalProps, Text } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { messagesOf } from './field-errors';
import { SchemaForm, type SchemaFormProps } from './schema-form';

export interface FormModalProps {
  opened: boolean;
  onClose: () => void;
  /** The dialog's title: 'New customer', 'Edit product'. */
  title: string;
  size?: ModalProps['size'];
  /** The form: mounted only while the dialog is open, so each opening starts afresh. */
  children: ReactNode;
}

/** A dialog holding one form (new or edit): its title, and the form while it is open. */
export function FormModal({ opened, onClose, title, size, children }: FormModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={size}>
      {opened ? children : null}
    </Modal>
  );
}

export interface FormActionsProps {
  /** What the submit button says: 'Create customer', 'Save changes'. */
  submitLabel: ReactNode;
  onCancel: () => void;
  /** The submit is under way: its button spins and cannot be pressed again. */
  pending: boolean;
  /** The submit waits (e.g. for an upload to finish). */
  disabled?: boolean;
  /**
   * The form's errors (useSchemaForm's `form.form.errors`): a message of the whole form, under
   * no field ('Change at least one field.'), is said above the buttons.
   */
  errors?: FormErrors;
}

/** The end of a form: a message of the whole form if any, then Cancel and the submit button. */
export function FormActions({
  submitLabel,
  onCancel,
  pending,
  disabled,
  errors,
}: FormActionsProps) {
  const formMessage = messagesOf(errors?.[''])[0];
  return (
    <>
      {formMessage ? (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {formMessage}
        </Text>
      ) : null}
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={pending} disabled={disabled}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}

export interface SchemaFormWithActionsProps<Values, Schema extends z.ZodType>
  extends SchemaFormProps<Values, Schema> {
  /** What the submit button says: 'Create customer', 'Save changes'. */
  submitLabel: ReactNode;
  onCancel: () => void;
  /** The submit waits (e.g. for an upload to finish). */
  submitDisabled?: boolean;
}

/**
 * A schema form (SchemaForm) that ends in its actions: the form-level message, Cancel and the
 * submit button, pending while it is sent. The forms of the dialogs and the subscriber's card
 * update are one of these.
 */
export function SchemaFormWithActions<Values, Schema extends z.ZodType>({
  submitLabel,
  onCancel,
  submitDisabled,
  children,
  ...props
}: SchemaFormWithActionsProps<Values, Schema>) {
  return (
    <SchemaForm {...props}>
      {children}
      <FormActions
        submitLabel={submitLabel}
        onCancel={onCancel}
        pending={props.form.submitting}
        disabled={submitDisabled}
        errors={props.form.form.errors}
      />
    </SchemaForm>
  );
}
