import { Textarea } from '@mantine/core';
import { useId } from 'react';
import { type FieldProps, inputProps } from './field-props';
import classes from './form-fields.module.css';

/**
 * Several lines of text with a character counter (part 1 §3; the spec names no limit, so each
 * use gives its own `maxLength`).
 */
export function TextareaField(props: FieldProps & { maxLength: number; minRows?: number }) {
  const counterId = useId();
  const length = String(props.field.value ?? '').length;
  return (
    <div>
      <Textarea
        {...inputProps(props)}
        autosize
        minRows={props.minRows ?? 3}
        maxRows={8}
        maxLength={props.maxLength}
        aria-describedby={counterId}
      />
      <p id={counterId} className={classes.counter} aria-live="polite">
        {length}/{props.maxLength}
        <span className={classes.hidden}> characters</span>
      </p>
    </div>
  );
}
