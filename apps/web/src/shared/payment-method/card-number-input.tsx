import { Badge, TextInput } from '@mantine/core';
import { type ChangeEvent, type ReactNode, useLayoutEffect, useRef } from 'react';
import { editCardNumber, typedCardBrand } from './card-entry';

export interface CardNumberInputProps {
  value: string;
  onChange: (value: string) => void;
  onFocus?: () => void;
  onBlur?: () => void;
  error?: ReactNode;
  /** The brands the account takes; another brand is flagged as soon as it shows. */
  acceptedBrands?: readonly string[];
}

/**
 * The card number, in groups as it is typed (4-4-4-4, American Express 4-6-5) with the caret
 * kept in place, and the brand its first digits name. Never autofilled or remembered by the
 * browser: it is a customer's card, typed by the merchant (or a new card of the subscriber's).
 */
export function CardNumberInput({
  value,
  onChange,
  onFocus,
  onBlur,
  error,
  acceptedBrands,
}: CardNumberInputProps) {
  const input = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  const brand = typedCardBrand(value);
  const refused = brand !== null && acceptedBrands !== undefined && !acceptedBrands.includes(brand);

  useLayoutEffect(() => {
    if (caret.current === null || input.current !== document.activeElement) return;
    input.current?.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const edit = editCardNumber(event.currentTarget.value, event.currentTarget.selectionStart);
    caret.current = edit.caret;
    onChange(edit.value);
  };

  return (
    <TextInput
      ref={input}
      label="Card number"
      placeholder="1234 1234 1234 1234"
      inputMode="numeric"
      autoComplete="off"
      spellCheck={false}
      required
      value={value}
      onChange={change}
      onFocus={onFocus}
      onBlur={onBlur}
      error={error ?? (refused ? `${brand} is not accepted on this account` : undefined)}
      rightSectionWidth={brand ? 150 : undefined}
      rightSection={
        brand ? (
          <Badge
            variant="light"
            color={refused ? 'red' : 'gray'}
            radius="sm"
            tt="none"
            data-testid="card-brand"
          >
            {brand}
          </Badge>
        ) : null
      }
      styles={{ input: { fontVariantNumeric: 'tabular-nums', letterSpacing: '0.02em' } }}
    />
  );
}
