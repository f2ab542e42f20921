import { Fieldset, SimpleGrid } from '@mantine/core';
import type { LooseKeys } from '@mantine/form';
import { countryNeedsState, statesOf } from '@paydesk/domain/field-checks';
import { MERCHANT_COUNTRIES } from '@paydesk/domain/merchant-detail-fields';
import type { z } from 'zod';
import { SelectField } from '../../../shared/form-fields/choice-fields';
import { TextField } from '../../../shared/form-fields/text-fields';
import type { SchemaFormApi } from '../../../shared/forms/use-schema-form';

const COUNTRY_OPTIONS = MERCHANT_COUNTRIES.map((c) => ({ value: c.code, label: c.label }));

export interface AddressNames<Values> {
  line1: LooseKeys<Values>;
  line2: LooseKeys<Values>;
  city: LooseKeys<Values>;
  state: LooseKeys<Values>;
  zip: LooseKeys<Values>;
  country: LooseKeys<Values>;
}

/**
 * An address of a merchant form: lines, city, the country's state list (none for the United
 * Kingdom, part 1 §5), postal code, country. Changing the country empties the state.
 */
export function AddressFields<Values extends Record<string, unknown>, Schema extends z.ZodType>({
  form,
  names,
  legend,
  autoCompleteSection,
}: {
  form: SchemaFormApi<Values, Schema>;
  names: AddressNames<Values>;
  legend: string;
  /** The autocomplete section: 'billing', 'shipping' or a custom one ('section-owner'). */
  autoCompleteSection: string;
}) {
  const country = String(form.form.getValues()[names.country as keyof Values] ?? 'USA');
  const countryField = form.field(names.country);
  const states = statesOf(country).map(([value, label]) => ({ value, label }));
  const ac = (token: string) => `${autoCompleteSection} ${token}`;
  return (
    <Fieldset legend={legend} variant="unstyled">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        <TextField
          field={form.field(names.line1)}
          label="Address"
          required
          autoComplete={ac('address-line1')}
        />
        <TextField
          field={form.field(names.line2)}
          label="Address line 2"
          description="Suite, unit, floor (optional)"
          autoComplete={ac('address-line2')}
        />
        <TextField
          field={form.field(names.city)}
          label="City"
          required
          autoComplete={ac('address-level2')}
        />
        {countryNeedsState(country) ? (
          <SelectField
            field={form.field(names.state)}
            label={country === 'CAN' ? 'Province' : 'State'}
            options={states}
            required
            autoComplete={ac('address-level1')}
          />
        ) : null}
        <TextField
          field={form.field(names.zip)}
          label={country === 'USA' ? 'ZIP code' : 'Postal code'}
          required
          autoComplete={ac('postal-code')}
        />
        <SelectField
          field={{
            ...countryField,
            onChange: (event: { currentTarget: { value: string } }) => {
              countryField.onChange(event);
              form.form.setFieldValue(names.state, '' as never);
            },
          }}
          label="Country"
          options={COUNTRY_OPTIONS}
          required
          autoComplete={ac('country')}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
