import { Switch, TextInput } from '@mantine/core';
import { createPricingListSchema, updatePricingListSchema } from '@paydesk/domain/pricing-lists';
import { useMemo } from 'react';
import type { z } from 'zod';
import { DescriptionInput } from '../../../shared/forms/description-input';
import { FormModal, SchemaFormWithActions } from '../../../shared/forms/form-modal';
import { type SchemaFormApi, useSchemaForm } from '../../../shared/forms/use-schema-form';
import { notify } from '../../../shared/notifications/notify';
import {
  type PricingList,
  useCreatePricingList,
  useUpdatePricingList,
} from '../api/pricing-lists-api';
import {
  changedPricingListFields,
  EMPTY_PRICING_LIST,
  type PricingListFormValues,
} from '../utils/pricing-list-form-values';

export interface PricingListFormModalProps {
  opened: boolean;
  onClose: () => void;
  merchantId: number;
  pricingList?: PricingList;
  onSaved: (id: number) => void;
}

/** New pricing list (its products are added on its page), or Edit pricing list. */
export function PricingListFormModal({
  opened,
  onClose,
  pricingList,
  ...props
}: PricingListFormModalProps) {
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={pricingList ? 'Edit pricing list' : 'New pricing list'}
    >
      {pricingList ? (
        <EditForm pricingList={pricingList} onClose={onClose} {...props} />
      ) : (
        <CreateForm onClose={onClose} {...props} />
      )}
    </FormModal>
  );
}

type FormProps = Omit<PricingListFormModalProps, 'opened' | 'pricingList'>;

function CreateForm({ merchantId, onClose, onSaved }: FormProps) {
  const create = useCreatePricingList(merchantId);
  const form = useSchemaForm({
    schema: createPricingListSchema,
    initialValues: EMPTY_PRICING_LIST,
  });
  return (
    <SchemaFormWithActions
      form={form}
      aria-label="New pricing list"
      errorTitle="The pricing list could not be created"
      onSubmit={async (data, { idempotencyKey }) => {
        const saved = await create.mutateAsync({ ...data, idempotencyKey });
        notify({
          level: 'success',
          title: 'Pricing list created',
          message: saved.pricingList.name,
        });
        onSaved(saved.pricingList.id);
      }}
      submitLabel="Create pricing list"
      onCancel={onClose}
    >
      <Fields form={form} />
    </SchemaFormWithActions>
  );
}

function EditForm({
  merchantId,
  onClose,
  onSaved,
  pricingList,
}: FormProps & { pricingList: PricingList }) {
  const update = useUpdatePricingList(merchantId, pricingList.id);
  const initial = useMemo(
    () => ({
      name: pricingList.name,
      description: pricingList.description,
      active: pricingList.active,
    }),
    [pricingList],
  );
  const toInput = useMemo(
    () => (values: PricingListFormValues) => changedPricingListFields(initial, values),
    [initial],
  );
  const form = useSchemaForm({ schema: updatePricingListSchema, initialValues: initial, toInput });
  return (
    <SchemaFormWithActions
      form={form}
      aria-label="Edit pricing list"
      errorTitle="The pricing list could not be saved"
      onSubmit={async (body, { idempotencyKey }) => {
        const saved = await update.mutateAsync({ body, idempotencyKey });
        notify({ level: 'success', title: 'Pricing list saved', message: saved.name });
        onSaved(saved.id);
      }}
      submitLabel="Save changes"
      onCancel={onClose}
    >
      <Fields form={form} />
    </SchemaFormWithActions>
  );
}

function Fields({ form }: { form: SchemaFormApi<PricingListFormValues, z.ZodType> }) {
  return (
    <>
      <TextInput label="Name" required autoComplete="off" data-autofocus {...form.field('name')} />
      <DescriptionInput field={form.field('description')} />
      <Switch
        label="Active: payment links may use this list"
        {...form.field('active', { type: 'checkbox' })}
      />
    </>
  );
}
