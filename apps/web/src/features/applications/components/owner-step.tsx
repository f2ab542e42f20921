import { SimpleGrid } from '@mantine/core';
import { ownerStepSchema } from '@paydesk/domain/applications';
import { maskSsn } from '@paydesk/domain/field-checks';
import { useState } from 'react';
import { z } from 'zod';
import { DateField } from '../../../shared/form-fields/date-field';
import { PhoneField } from '../../../shared/form-fields/phone-field';
import { EmailField, MaskedField, PersonNameFields } from '../../../shared/form-fields/text-fields';
import { useSchemaForm } from '../../../shared/forms/use-schema-form';
import { stepInitialValues } from '../utils/step-values';
import { AddressFields } from './address-fields';
import { StepForm, type StepProps } from './step-form';

const schema = z.object({ data: ownerStepSchema });

/** Step 2: the owner (name, e-mail, phone, date of birth, SSN, home address). */
export function OwnerStep(props: StepProps) {
  const [initialValues] = useState(() => stepInitialValues(props.application, 'owner'));
  const form = useSchemaForm({ schema, initialValues });
  const f = (name: string) => form.field(`data.${name}` as never);
  const onFile = props.application.ssnLast4;
  return (
    <StepForm {...props} form={form} step="owner" label="Owner">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <PersonNameFields first={f('ownerFirstName')} last={f('ownerLastName')} />
      </SimpleGrid>
      <EmailField field={f('ownerEmail')} label="E-mail" required />
      <PhoneField field={f('ownerPhone')} label="Phone" required />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <DateField field={f('ownerDob')} label="Date of birth" required autoComplete="bday" />
        <MaskedField
          field={f('ownerSsn')}
          label="Social Security Number"
          placeholder="XXX-XX-XXXX"
          description={
            onFile
              ? `On file: •••-••-${onFile}. Leave empty to keep it.`
              : 'Encrypted; never shown again'
          }
          mask={maskSsn}
          maxLength={11}
          required={!onFile}
          autoComplete="off"
        />
      </SimpleGrid>
      <AddressFields form={form} prefix="owner" line2="ownerAddress2" line2Label="Address line 2" />
    </StepForm>
  );
}
