import { Alert, Select, TextInput } from '@mantine/core';
import { RATE_MESSAGES } from '@paydesk/domain/admin-rate-fields';
import { createRateSchema, updateRateSchema } from '@paydesk/domain/admin-rates';
import { IconInfoCircle } from '@tabler/icons-react';
import { useMemo } from 'react';
import type { z } from 'zod';
import { FieldPair } from '../../../shared/forms/field-pair';
import { FormModal, SchemaFormWithActions } from '../../../shared/forms/form-modal';
import { type SchemaFormApi, useSchemaForm } from '../../../shared/forms/use-schema-form';
import { notify } from '../../../shared/notifications/notify';
import { type Rate, useCreateRate, useUpdateRate } from '../api/save-rate';
import {
  EMPTY_RATE,
  type RateFormValues,
  rateFormValues,
  toCreateRateInput,
  toUpdateRateInput,
} from '../utils/rate-form-values';

const PROCESSOR_OPTIONS = [
  { value: '3', label: 'Processor 3 (newer)' },
  { value: '2', label: 'Processor 2 (older)' },
];

export interface RateFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** The rate to edit; none: a new rate. */
  rate?: Rate;
  onSaved: (rate: Rate) => void;
}

/** New rate, or Edit rate (its name and fees; the processor stays). */
export function RateFormModal({ opened, onClose, rate, onSaved }: RateFormModalProps) {
  return (
    <FormModal opened={opened} onClose={onClose} title={rate ? 'Edit rate' : 'New rate'} size="lg">
      {rate ? (
        <EditRateForm rate={rate} onClose={onClose} onSaved={onSaved} />
      ) : (
        <CreateRateForm onClose={onClose} onSaved={onSaved} />
      )}
    </FormModal>
  );
}

interface FormProps {
  onClose: () => void;
  onSaved: (rate: Rate) => void;
}

function CreateRateForm({ onClose, onSaved }: FormProps) {
  const create = useCreateRate();
  const form = useSchemaForm({
    schema: createRateSchema,
    initialValues: EMPTY_RATE,
    toInput: toCreateRateInput,
  });
  return (
    <SchemaFormWithActions
      form={form}
      aria-label="New rate"
      errorTitle="The rate could not be created"
      onSubmit={async (body, { idempotencyKey }) => {
        const saved = await create.mutateAsync({ ...body, idempotencyKey });
        notify({ level: 'success', title: 'Rate created', message: saved.rateName });
        onSaved(saved);
      }}
      submitLabel="Create rate"
      onCancel={onClose}
    >
      <TextInput
        label="Rate name"
        required
        autoComplete="off"
        data-autofocus
        {...form.field('rateName')}
      />
      <Select
        label="Processor"
        data={PROCESSOR_OPTIONS}
        allowDeselect={false}
        checkIconPosition="right"
        {...form.field('processorId')}
      />
      <FeeFields form={form} />
    </SchemaFormWithActions>
  );
}

function EditRateForm({ rate, onClose, onSaved }: FormProps & { rate: Rate }) {
  const update = useUpdateRate(rate.id);
  const initial = useMemo(() => rateFormValues(rate), [rate]);
  const form = useSchemaForm({
    schema: updateRateSchema,
    initialValues: initial,
    toInput: toUpdateRateInput,
  });
  return (
    <SchemaFormWithActions
      form={form}
      aria-label="Edit rate"
      errorTitle="The rate could not be saved"
      onSubmit={async (body, { idempotencyKey }) => {
        const saved = await update.mutateAsync({ ...body, idempotencyKey });
        notify({ level: 'success', title: 'Rate saved', message: saved.rateName });
        onSaved(saved);
      }}
      submitLabel="Save changes"
      onCancel={onClose}
    >
      <Alert variant="light" color="blue" icon={<IconInfoCircle aria-hidden />}>
        {RATE_MESSAGES.newTransactionsOnly}
      </Alert>
      <TextInput
        label="Rate name"
        required
        autoComplete="off"
        data-autofocus
        {...form.field('rateName')}
      />
      <FeeFields form={form} />
    </SchemaFormWithActions>
  );
}

function FeeFields({ form }: { form: SchemaFormApi<RateFormValues, z.ZodType> }) {
  const percent = { inputMode: 'decimal' as const, rightSection: '%', autoComplete: 'off' };
  const dollars = { inputMode: 'decimal' as const, leftSection: '$', autoComplete: 'off' };
  return (
    <FieldPair>
      <TextInput label="Card percent" {...percent} {...form.field('cardPercentBps')} />
      <TextInput label="Card fixed fee" {...dollars} {...form.field('cardFixedCents')} />
      <TextInput label="ACH percent" {...percent} {...form.field('achPercentBps')} />
      <TextInput label="ACH fixed fee" {...dollars} {...form.field('achFixedCents')} />
      <TextInput
        label="ACH fee cap"
        description="Empty for no cap"
        {...dollars}
        {...form.field('achCapCents')}
      />
      <TextInput
        label="Rejected-return fee"
        {...dollars}
        {...form.field('rejectedReturnFeeCents')}
      />
    </FieldPair>
  );
}
