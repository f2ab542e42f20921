import { Divider, Select, TextInput } from '@mantine/core';
import { CUSTOMER_COUNTRIES, type CustomerCountry } from '@paydesk/domain/customer-fields';
import { createCustomerSchema, updateCustomerSchema } from '@paydesk/domain/customers';
import { useMemo } from 'react';
import type { z } from 'zod';
import { FieldPair } from '../../../shared/forms/field-pair';
import { FormModal, SchemaFormWithActions } from '../../../shared/forms/form-modal';
import { type SchemaFormApi, useSchemaForm } from '../../../shared/forms/use-schema-form';
import { notify } from '../../../shared/notifications/notify';
import type { Customer } from '../api/get-customer';
import { useCreateCustomer, useUpdateCustomer } from '../api/save-customer';
import {
  type CustomerFormValues,
  changedFields,
  customerFormValues,
  EMPTY_CUSTOMER,
  toCreateInput,
} from '../utils/customer-form-values';

const COUNTRY_NAMES: Record<CustomerCountry, string> = {
  USA: 'United States',
  CAN: 'Canada',
  GBR: 'United Kingdom',
  AUS: 'Australia',
  NZL: 'New Zealand',
};
const COUNTRY_OPTIONS = CUSTOMER_COUNTRIES.map((code) => ({
  value: code,
  label: COUNTRY_NAMES[code],
}));

export interface CustomerFormModalProps {
  opened: boolean;
  onClose: () => void;
  merchantId: number;
  /** The customer to edit; none: a new customer. */
  customer?: Customer;
  /** After a save, with the customer as the server answered. */
  onSaved: (customer: Customer) => void;
}

/** New customer, or Edit customer (prefilled; only the changed fields are sent). */
export function CustomerFormModal({ opened, onClose, customer, ...props }: CustomerFormModalProps) {
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={customer ? 'Edit customer' : 'New customer'}
      size="lg"
    >
      {customer ? (
        <EditCustomerForm customer={customer} onClose={onClose} {...props} />
      ) : (
        <CreateCustomerForm onClose={onClose} {...props} />
      )}
    </FormModal>
  );
}

type FormProps = Omit<CustomerFormModalProps, 'opened' | 'customer'>;

function CreateCustomerForm({ merchantId, onClose, onSaved }: FormProps) {
  const create = useCreateCustomer(merchantId);
  const form = useSchemaForm({
    schema: createCustomerSchema,
    initialValues: EMPTY_CUSTOMER,
    toInput: toCreateInput,
  });
  return (
    <SchemaFormWithActions
      form={form}
      aria-label="New customer"
      errorTitle="The customer could not be created"
      onSubmit={async (data, { idempotencyKey }) => {
        const saved = await create.mutateAsync({ ...data, idempotencyKey });
        notify({ level: 'success', title: 'Customer created', message: saved.name });
        onSaved(saved);
      }}
      submitLabel="Create customer"
      onCancel={onClose}
    >
      <CustomerFields form={form} />
    </SchemaFormWithActions>
  );
}

function EditCustomerForm({
  merchantId,
  onClose,
  onSaved,
  customer,
}: FormProps & { customer: Customer }) {
  const update = useUpdateCustomer(merchantId, customer.id);
  const initial = useMemo(() => customerFormValues(customer), [customer]);
  const toInput = useMemo(
    () => (values: CustomerFormValues) => changedFields(initial, values),
    [initial],
  );
  const form = useSchemaForm({ schema: updateCustomerSchema, initialValues: initial, toInput });
  return (
    <SchemaFormWithActions
      form={form}
      aria-label="Edit customer"
      errorTitle="The customer could not be saved"
      onSubmit={async (body, { idempotencyKey }) => {
        const saved = await update.mutateAsync({ body, idempotencyKey });
        notify({ level: 'success', title: 'Customer saved', message: saved.name });
        onSaved(saved);
      }}
      submitLabel="Save changes"
      onCancel={onClose}
    >
      <CustomerFields form={form} />
    </SchemaFormWithActions>
  );
}

function CustomerFields({ form }: { form: SchemaFormApi<CustomerFormValues, z.ZodType> }) {
  return (
    <>
      <FieldPair>
        <TextInput
          label="First name"
          required
          autoComplete="off"
          data-autofocus
          {...form.field('firstName')}
        />
        <TextInput label="Last name" required autoComplete="off" {...form.field('lastName')} />
        <TextInput label="E-mail" type="email" autoComplete="off" {...form.field('email')} />
        <TextInput label="Phone" type="tel" autoComplete="off" {...form.field('phone')} />
      </FieldPair>
      <Divider label="Address" labelPosition="left" />
      <TextInput label="Address line 1" autoComplete="off" {...form.field('address1')} />
      <TextInput label="Address line 2" autoComplete="off" {...form.field('address2')} />
      <FieldPair>
        <TextInput label="City" autoComplete="off" {...form.field('city')} />
        <TextInput label="State" autoComplete="off" {...form.field('state')} />
        <TextInput label="ZIP" autoComplete="off" {...form.field('zip')} />
        <Select
          label="Country"
          data={COUNTRY_OPTIONS}
          allowDeselect={false}
          checkIconPosition="right"
          {...form.field('country')}
        />
      </FieldPair>
    </>
  );
}
