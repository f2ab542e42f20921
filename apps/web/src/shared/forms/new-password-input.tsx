import { PasswordInput, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { PasswordRules } from './password-rules';

interface NewPasswordInputProps {
  value?: string;
  /** Takes the new value (a form's onChange takes a value or an event alike). */
  onChange: (value: string) => void;
  onFocus?: () => void;
  onBlur?: () => void;
  error: ReactNode;
  label?: string;
}

/** A new password with the rules of part 1 §5 ticking as the user types. */
export function NewPasswordInput({
  value = '',
  onChange,
  onFocus,
  onBlur,
  error,
  label = 'New password',
}: NewPasswordInputProps) {
  return (
    <Stack gap="sm">
      <PasswordInput
        label={label}
        autoComplete="new-password"
        required
        visibilityToggleButtonProps={{ tabIndex: 0 }}
        value={value}
        error={error}
        aria-describedby="password-rules"
        onChange={(e) => onChange(e.currentTarget.value)}
        onFocus={onFocus}
        onBlur={onBlur}
      />
      <PasswordRules password={value} id="password-rules" />
    </Stack>
  );
}
