import { SimpleGrid } from '@mantine/core';
import { BANK_ACCOUNT_TYPES, bankStepSchema } from '@paydesk/domain/applications';
import { stripNonNumeric } from '@paydesk/domain/field-checks';
import { useState } from 'react';
import { z } from 'zod';
import { SelectField } from '../../../shared/form-fields/choice-fields';
import { MaskedField, TextField } from '../../../shared/form-fields/text-fields';
import { useSchemaForm } from '../../../shared/forms/use-schema-form';
import { stepInitialValues } from '../utils/step-values';
import { StepForm, type StepProps } from './step-form';

const schema = z.object({ data: bankStepSchema });
const TYPE_OPTIONS = BANK_ACCOUNT_TYPES.map((t) => ({ value: t.code, label: t.label }));
const digitsOnly = (typed: string) => stripNonNumeric(typed).replace(/\./g, '');

const onFileText = (lastFour: string | null, rule: string) =>
  lastFour ? `On file: ending ${lastFour}. Leave empty to keep it.` : rule;

/** Step 3: the bank account payouts go to (its numbers are encrypted; last fours shown). */
export function BankStep(props: StepProps) {
  const [initialValues] = useState(() => stepInitialValues(props.application, 'bank'));
  const form = useSchemaForm({ schema, initialValues });
  const f = (name: string) => form.field(`data.${name}` as never);
  const { accountNumberLastFour, routingNumberLastFour } = props.application;
  return (
    <StepForm {...props} form={form} step="bank" label="Bank account">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField field={f('bankName')} label="Bank name" required />
        <SelectField
          field={f('bankAccountType')}
          label="Account type"
          options={TYPE_OPTIONS}
          required
        />
        <MaskedField
          field={f('routingNumber')}
          label="Routing number"
          description={onFileText(routingNumberLastFour, '9 digits')}
          mask={digitsOnly}
          maxLength={9}
          required={!routingNumberLastFour}
          autoComplete="off"
        />
        <MaskedField
          field={f('accountNumber')}
          label="Account number"
          description={onFileText(accountNumberLastFour, '4 to 17 digits')}
          mask={digitsOnly}
          maxLength={17}
          required={!accountNumberLastFour}
          autoComplete="off"
        />
      </SimpleGrid>
    </StepForm>
  );
}
