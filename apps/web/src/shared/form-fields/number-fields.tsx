import { NumberInput, TextInput } from '@mantine/core';
import {
  DOLLAR_MAX,
  DOLLAR_MIN,
  stripNonNumeric,
  toIntegerInput,
} from '@paydesk/domain/field-checks';
import { type FieldProps, inputProps, rewriting } from './field-props';

/**
 * A number typed as text (part 1 §5 "Numeric input"): anything but digits and one dot is
 * dropped as typed; `integer` keeps digits only and rounds; `suffix` '%' shows a percent.
 * The range (default 0 to 100000) is the schema's to check.
 */
export function NumberField(props: FieldProps & { integer?: boolean; suffix?: string }) {
  const { field, integer, suffix } = props;
  return (
    <TextInput
      {...inputProps(props)}
      inputMode={integer ? 'numeric' : 'decimal'}
      onChange={rewriting(field, integer ? toIntegerInput : stripNonNumeric)}
      rightSection={suffix ? <span aria-hidden="true">{suffix}</span> : undefined}
      rightSectionPointerEvents="none"
    />
  );
}

/**
 * A dollar amount (part 1 §5): a $ prefix, two decimals, 0.01 to 100000 in cents' steps.
 * The value is a number ('' while empty).
 */
export function DollarAmountField(props: FieldProps) {
  return (
    <NumberInput
      {...inputProps(props)}
      prefix="$"
      decimalScale={2}
      fixedDecimalScale
      thousandSeparator=","
      allowNegative={false}
      min={DOLLAR_MIN}
      max={DOLLAR_MAX}
      step={0.01}
      hideControls
      inputMode="decimal"
    />
  );
}
