import { TextInput } from '@mantine/core';
import type { InputProps } from '../forms/use-schema-form';
import { onlyDigits } from './card-entry';

export interface DigitsInputProps {
  label: string;
  description: string;
  /** Its description under the box rather than above it (a short hint: '3 digits'). */
  descriptionBelow?: boolean;
  maxDigits: number;
  /** The form's props for the field (useSchemaForm's `field`). */
  field: InputProps;
  /** What is typed, digits only and at most `maxDigits` of them. */
  onChange: (digits: string) => void;
}

/** A required number that is only digits (a routing number, a security code): nothing else is kept. */
export function DigitsInput({
  label,
  description,
  descriptionBelow,
  maxDigits,
  field,
  onChange,
}: DigitsInputProps) {
  return (
    <TextInput
      label={label}
      description={description}
      inputWrapperOrder={descriptionBelow ? ['label', 'input', 'description', 'error'] : undefined}
      inputMode="numeric"
      autoComplete="off"
      maxLength={maxDigits}
      required
      {...field}
      onChange={(event) => onChange(onlyDigits(event.currentTarget.value).slice(0, maxDigits))}
    />
  );
}
