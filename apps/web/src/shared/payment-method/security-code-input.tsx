import type { CardBrand } from '@paydesk/domain/card-number';
import { cvcLength } from '@paydesk/domain/card-number';
import type { InputProps } from '../forms/use-schema-form';
import { DigitsInput } from './digits-input';

export interface SecurityCodeInputProps {
  /** The brand the number names: American Express takes four digits, the others three. */
  brand: CardBrand | null;
  /** The form's props for the field (useSchemaForm's `field`). */
  field: InputProps;
  /** The code as typed, digits only and at most the brand's length. */
  onChange: (code: string) => void;
  /** Under the field; '3 digits' (or '4 digits') by default. */
  description?: string;
}

/** A card's security code: digits only, as many as its brand has. */
export function SecurityCodeInput({ brand, field, onChange, description }: SecurityCodeInputProps) {
  const digits = cvcLength(brand);
  return (
    <DigitsInput
      label="Security code"
      description={description ?? `${digits} digits`}
      descriptionBelow
      maxDigits={digits}
      field={field}
      onChange={onChange}
    />
  );
}
