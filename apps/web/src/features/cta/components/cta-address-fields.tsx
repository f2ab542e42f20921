import { SimpleGrid } from '@mantine/core';
import type { LooseKeys } from '@mantine/form';
import { statesOf } from '@paydesk/domain/field-checks';
import { SelectField } from '../../../shared/form-fields/choice-fields';
import { TextField } from '../../../shared/form-fields/text-fields';
import type { SchemaFormApi } from '../../../shared/forms/use-schema-form';
import type { CtaFormValues } from './cta-form-values';

const COUNTRY_OPTIONS = [
  { value: 'USA', label: 'United States' },
  { value: 'CAN', label: 'Canada' },
  { value: 'GBR', label: 'United Kingdom' },
] as const;

type Form = SchemaFormApi<CtaFormValues, never>;

/**
 * An address of the CTA form (the business's or the contact's): lines, city, country, the
 * country's state list (none for GBR, part 1 §5) and the postal code.
 */
export function CtaAddressFields({
  form,
  block,
  prefix,
  line1Label,
}: {
  form: Pick<Form, 'field' | 'form'>;
  block: 'business' | 'identity';
  prefix: 'business' | 'contact';
  line1Label: string;
}) {
  const path = (name: string) => `${block}.${prefix}${name}` as LooseKeys<CtaFormValues>;
  const values = form.form.getValues()[block] as Record<string, string>;
  const country = values[`${prefix}Country`] ?? 'USA';
  const states = statesOf(country).map(([value, label]) => ({ value, label }));
  const countryField = form.field(path('Country'));
  return (
    <>
      <TextField
        field={form.field(path('Address1'))}
        label={line1Label}
        required
        autoComplete="address-line1"
      />
      <TextField
        field={form.field(path('Address2'))}
        label="Address line 2"
        autoComplete="address-line2"
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextField
          field={form.field(path('City'))}
          label="City"
          required
          autoComplete="address-level2"
        />
        <SelectField
          field={{
            ...countryField,
            onChange: (event: { currentTarget: { value: string } } | string) => {
              countryField.onChange(event);
              form.form.setFieldValue(path('State'), '');
            },
          }}
          label="Country"
          required
          options={COUNTRY_OPTIONS}
        />
        {states.length > 0 ? (
          <SelectField
            field={form.field(path('State'))}
            label={country === 'USA' ? 'State' : 'Province'}
            required
            options={states}
          />
        ) : null}
        <TextField
          field={form.field(path('Zip'))}
          label={country === 'USA' ? 'ZIP code' : 'Postal code'}
          required
          autoComplete="postal-code"
        />
      </SimpleGrid>
    </>
  );
}
