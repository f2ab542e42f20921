import type { ReactNode } from 'react';
import type { CheckboxGroupProps, InputProps } from '../forms/use-schema-form';

/**
 * What every shared field takes (part 1 §3 "Shared form field kinds"): the form's props for
 * its path (`form.field(path)` of useSchemaForm: value, handlers and the one message shown once
 * touched) and its words.
 */
export interface FieldProps {
  field: InputProps;
  label: ReactNode;
  description?: ReactNode;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  autoComplete?: string;
  /** Extra props for the input element (data-testid, name...). */
  className?: string;
}

export interface ChoiceOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export type { CheckboxGroupProps, InputProps };

/** The props every Mantine input takes from FieldProps. */
export function inputProps({
  field,
  label,
  description,
  placeholder,
  required,
  disabled,
  readOnly,
  autoComplete,
  className,
}: FieldProps) {
  return {
    ...field,
    label,
    description,
    placeholder,
    required,
    disabled,
    readOnly,
    autoComplete,
    className,
  };
}

/** A change handler that rewrites what was typed (a mask, a filter) before the form sees it. */
export function rewriting(field: InputProps, rewrite: (typed: string) => string) {
  return (event: { currentTarget: { value: string } }) =>
    field.onChange(rewrite(event.currentTarget.value));
}
