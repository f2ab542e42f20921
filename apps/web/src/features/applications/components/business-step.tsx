import { SimpleGrid } from '@mantine/core';
import { BUSINESS_TYPES, businessStepSchema } from '@paydesk/domain/applications';
import { useState } from 'react';
import { z } from 'zod';
import { SelectField } from '../../../shared/form-fields/choice-fields';
import { PhoneField } from '../../../shared/form-fields/phone-field';
import { TextField } from '../../../shared/form-fields/text-fields';
import { useSchemaForm } from '../../../shared/forms/use-schema-form';
import { stepInitialValues } from '../utils/step-values';
import { AddressFields } from './address-fields';
import { StepForm, type StepProps } from './step-form';

const schema = z.object({ data: businessStepSchema });
const TYPE_OPTIONS = BUSINESS_TYPES.map((t) => ({ value: t.code, label: t.label }));

/** Step 1: the business (legal name, DBA, type, EIN, phone, website, address, partner). */
export function BusinessStep(props: StepProps) {
  const [initialValues] = useState(() => stepInitialValues(props.application, 'business'));
  const form = useSchemaForm({ schema, initialValues });
  const f = (name: string) => form.field(`data.${name}` as never);
  return (
    <StepForm {...props} form={form} step="business" label="Business">
      <TextField
        field={f('businessLegalName')}
        label="Legal business name"
        required
        autoComplete="organization"
      />
      <TextField
        field={f('dba')}
        label="Doing business as (DBA)"
        description="The name your customers know you by"
        required
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <SelectField
          field={f('businessType')}
          label="Business type"
          options={TYPE_OPTIONS}
          required
        />
        <TextField
          field={f('businessEin')}
          label="Tax ID/EIN"
          placeholder="XX-XXXXXXX"
          required
          autoComplete="off"
        />
      </SimpleGrid>
      <PhoneField field={f('businessPhone')} label="Business phone" required />
      <TextField
        field={f('websiteUrl')}
        label="Website"
        placeholder="https://www.example.com"
        autoComplete="url"
      />
      <AddressFields form={form} prefix="business" line2="suite" line2Label="Suite" />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField
          field={f('partnerName')}
          label="Partner name"
          description="The partner who referred you, if any"
        />
        <TextField field={f('partnerContactName')} label="Partner contact name" />
      </SimpleGrid>
    </StepForm>
  );
}
