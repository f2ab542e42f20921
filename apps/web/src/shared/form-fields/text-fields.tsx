import { PasswordInput, TextInput } from '@mantine/core';
import { type FieldProps, type InputProps, inputProps, rewriting } from './field-props';

/** A line of text. */
export function TextField(props: FieldProps & { maxLength?: number }) {
  return <TextInput {...inputProps(props)} maxLength={props.maxLength} />;
}

/** A password, with the show/hide toggle. */
export function PasswordField(props: FieldProps) {
  return (
    <PasswordInput {...inputProps(props)} autoComplete={props.autoComplete ?? 'current-password'} />
  );
}

/** An e-mail address (the e-mail keyboard on phones). */
export function EmailField(props: FieldProps) {
  return (
    <TextInput
      {...inputProps(props)}
      type="email"
      inputMode="email"
      autoComplete={props.autoComplete ?? 'email'}
      spellCheck={false}
    />
  );
}

/** A value the form carries without showing it. */
export function HiddenField({ field, name }: { field: FieldProps['field']; name: string }) {
  return <input type="hidden" name={name} value={String(field.value ?? '')} readOnly />;
}

/**
 * Text typed through a mask (an SSN's 3-2-4, a date's slashes): `mask` rewrites each change.
 */
export function MaskedField(
  props: FieldProps & {
    mask: (typed: string) => string;
    maxLength?: number;
    inputMode?: 'numeric' | 'text' | 'decimal' | 'tel';
  },
) {
  return (
    <TextInput
      {...inputProps(props)}
      onChange={rewriting(props.field, props.mask)}
      maxLength={props.maxLength}
      inputMode={props.inputMode ?? 'numeric'}
    />
  );
}

/** A person's first and last name: both required, with the browser's name autofill. */
export function PersonNameFields({ first, last }: { first: InputProps; last: InputProps }) {
  return (
    <>
      <TextField field={first} label="First name" required autoComplete="given-name" />
      <TextField field={last} label="Last name" required autoComplete="family-name" />
    </>
  );
}
