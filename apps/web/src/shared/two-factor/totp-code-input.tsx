import { TextInput, type TextInputProps } from '@mantine/core';

/**
 * The 6-digit code of an authenticator app: numeric keyboard on phones, and the browser's
 * one-time-code autofill.
 */
export function TotpCodeInput(props: TextInputProps) {
  return (
    <TextInput
      label="6-digit code"
      description="From your authenticator app"
      autoComplete="one-time-code"
      inputMode="numeric"
      pattern="[0-9 ]*"
      maxLength={7}
      placeholder="123456"
      styles={{ input: { letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' } }}
      {...props}
    />
  );
}
