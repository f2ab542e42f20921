import { Textarea } from '@mantine/core';
import type { InputProps } from './use-schema-form';

export interface DescriptionInputProps {
  /** The form's props for the field (useSchemaForm's `field`). */
  field: InputProps;
  /** Under the label: who reads it. */
  hint?: string;
  /** How tall it may grow before it scrolls; 5 lines by default. */
  maxRows?: number;
}

/** A record's optional Description: two lines to start, growing as it is typed. */
export function DescriptionInput({ field, hint, maxRows = 5 }: DescriptionInputProps) {
  return (
    <Textarea
      label="Description"
      description={hint}
      autosize
      minRows={2}
      maxRows={maxRows}
      {...field}
    />
  );
}
