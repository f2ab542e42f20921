import { SimpleGrid } from '@mantine/core';
import { COUNTRIES, countryNeedsState, statesOf } from '@paydesk/domain/field-checks';
import type { z } from 'zod';
import { SelectField } from '../../../shared/form-fields/choice-fields';
import { TextField } from '../../../shared/form-fields/text-fields';
import type { SchemaFormApi } from '../../../shared/forms/use-schema-form';
import type { StepValues } from '../utils/step-values';

const COUNTRY_OPTIONS = COUNTRIES.map((c) => ({ value: c.code, label: c.label }));

/**
 * An address of the application: line 1, the second line (`line2`: the business's suite or
 * the owner's address line 2), city, state (the country's list; none for GBR), postal code,
 * country.
 */
export function AddressFields<S extends z.ZodType>({
  form,
  prefix,
  line2,
  line2Label,
}: {
  form: SchemaFormApi<StepValues, S>;
  prefix: 'business' | 'owner';
  line2: string;
  line2Label: string;
}) {
  const f = (name: string) => form.field(`data.${name}` as never);
  const country = form.form.getValues().data[`${prefix}Country`] ?? 'USA';
  const states = statesOf(country).map(([value, label]) => ({ value, label }));
  return (
    <>
      <TextField
        field={f(`${prefix}Address1`)}
        label="Address"
        required
        autoComplete="address-line1"
      />
      <TextField field={f(line2)} label={line2Label} autoComplete="address-line2" />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField field={f(`${prefix}City`)} label="City" required autoComplete="address-level2" />
        {countryNeedsState(country) ? (
          <SelectField
            field={f(`${prefix}State`)}
            label={country === 'CAN' ? 'Province' : 'State'}
            options={states}
            required
          />
        ) : null}
        <TextField
          field={f(`${prefix}Zip`)}
          label="ZIP/Postal code"
          required
          autoComplete="postal-code"
        />
        <SelectField
          field={f(`${prefix}Country`)}
          label="Country"
          options={COUNTRY_OPTIONS}
          required
        />
      </SimpleGrid>
    </>
  );
}
