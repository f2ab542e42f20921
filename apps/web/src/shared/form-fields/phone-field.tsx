import { NativeSelect, TextInput } from '@mantine/core';
import { PHONE_COUNTRIES, type PhoneCountry } from '@paydesk/domain/field-checks';
import { useId, useState } from 'react';
import { type FieldProps, inputProps, rewriting } from './field-props';
import classes from './form-fields.module.css';

/** (503) 555-0142 as the digits are typed; at most 10 digits. */
export function formatNanp(typed: string): string {
  const digits = typed
    .replace(/\D/g, '')
    .replace(/^1(?=\d{10})/, '')
    .slice(0, 10);
  if (digits.length <= 3) return digits;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/**
 * A phone number of the United States or Canada (part 1 §3: US and CA only, no area codes
 * list, the country code shown and not editable; §5 accepted prefix +1).
 */
export function PhoneField(props: FieldProps & { defaultCountry?: PhoneCountry }) {
  const [country, setCountry] = useState<PhoneCountry>(props.defaultCountry ?? 'US');
  const countryId = useId();
  const dialCode = PHONE_COUNTRIES.find((c) => c.code === country)?.dialCode ?? '+1';
  return (
    <div className={classes.phone}>
      <NativeSelect
        id={countryId}
        className={classes.phoneCountry}
        label="Country"
        aria-label="Phone country"
        value={country}
        onChange={(event) => setCountry(event.currentTarget.value as PhoneCountry)}
        data={PHONE_COUNTRIES.map((c) => ({ value: c.code, label: c.code }))}
        disabled={props.disabled}
      />
      <TextInput
        {...inputProps(props)}
        className={classes.phoneNumber}
        type="tel"
        inputMode="tel"
        autoComplete={props.autoComplete ?? 'tel-national'}
        onChange={rewriting(props.field, formatNanp)}
        leftSection={
          <span className={classes.dialCode}>
            <span className={classes.hidden}>Country code </span>
            {dialCode}
          </span>
        }
        leftSectionPointerEvents="none"
        placeholder={props.placeholder ?? '(555) 555-0100'}
      />
    </div>
  );
}
