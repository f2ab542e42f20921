import { TextInput } from '@mantine/core';
import type { z } from 'zod';
import { FieldPair } from '../../../shared/forms/field-pair';
import type { SchemaFormApi } from '../../../shared/forms/use-schema-form';

/** What the partner form holds: every field as typed. */
export type PartnerFormValues = {
  name: string;
  firstName: string;
  lastName: string;
  taxId: string;
  email: string;
  website: string;
  phone: string;
};

export const EMPTY_PARTNER: PartnerFormValues = {
  name: '',
  firstName: '',
  lastName: '',
  taxId: '',
  email: '',
  website: '',
  phone: '',
};

/**
 * The partner's fields, checked by the domain schema (part 1 §5): a field's first message shows
 * once it is touched. `taxIdHint` says what an edit does with an empty tax id.
 */
export function PartnerFields({
  form,
  taxIdHint,
  taxIdRequired = true,
}: {
  form: SchemaFormApi<PartnerFormValues, z.ZodType>;
  taxIdHint?: string;
  taxIdRequired?: boolean;
}) {
  return (
    <>
      <TextInput
        label="Partner name"
        required
        autoComplete="organization"
        data-autofocus
        {...form.field('name')}
      />
      <FieldPair>
        <TextInput label="First name" required autoComplete="off" {...form.field('firstName')} />
        <TextInput label="Last name" required autoComplete="off" {...form.field('lastName')} />
        <TextInput
          label="E-mail"
          required
          type="email"
          autoComplete="off"
          {...form.field('email')}
        />
        <TextInput
          label="Tax ID/EIN"
          required={taxIdRequired}
          autoComplete="off"
          inputMode="numeric"
          description={taxIdHint ?? '9 digits'}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...form.field('taxId')}
        />
        <TextInput
          label="Website"
          autoComplete="off"
          placeholder="https://"
          {...form.field('website')}
        />
        <TextInput label="Phone" type="tel" autoComplete="off" {...form.field('phone')} />
      </FieldPair>
    </>
  );
}
