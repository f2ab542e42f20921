import {
  type GetInputPropsReturnType,
  type LooseKeys,
  type UseFormReturnType,
  useForm,
} from '@mantine/form';
import { type FormEvent, type ReactNode, useMemo, useRef, useState } from 'react';
import type { z } from 'zod';
import { isApiError } from '../api/api-error';
import { firstMessage, messagesOf } from './field-errors';
import { SubmissionKeys } from './submission-key';
import { issuesToMessages, zodValidate } from './zod-validate';

export interface SubmitContext {
  /**
   * The submission's Idempotency-Key: the same while the same values are sent again after a
   * failure, new when they change and after a success. Pass it to `callEndpoint`.
   */
  idempotencyKey: string;
}

/** Sends the schema's output (e.g. cents, a lower-cased e-mail); a rejection is a failed submit. */
export type SubmitHandler<Schema extends z.ZodType> = (
  data: z.output<Schema>,
  context: SubmitContext,
) => unknown;

/**
 * A schema, or a function that imports it: such a form paints before zod and the schema have
 * loaded, and loads them when first focused (or submitted; the submit waits for them).
 */
export type SchemaSource<Schema extends z.ZodType> = Schema | (() => Promise<Schema>);

export interface UseSchemaFormOptions<Values, Schema extends z.ZodType> {
  /** The domain schema the server validates with (packages/domain), or its import. */
  schema: SchemaSource<Schema>;
  initialValues: Values;
  /**
   * The form's values as the schema's input, when they differ (dollars typed -> cents, a
   * comma-joined checkbox group -> a list). Keep it stable (declared outside the component).
   * Field paths must stay the schema's, so its messages land under the right fields.
   */
  toInput?: (values: Values) => z.input<Schema>;
  /** Called after a failed submit, once the errors are on the form (e.g. to notify). */
  onSubmitError?: (error: unknown) => void;
}

/** Mantine's input props, with the error the touched rule lets through. */
export type InputProps = GetInputPropsReturnType & { error: ReactNode; 'aria-invalid'?: boolean };

export interface CheckboxGroupProps {
  value: string[];
  onChange: (value: string[]) => void;
  onFocus?: () => void;
  onBlur?: () => void;
  error: ReactNode;
}

export interface SchemaFormApi<Values, Schema extends z.ZodType> {
  /** The Mantine form underneath (values, setFieldValue, getInputNode...). */
  form: UseFormReturnType<Values>;
  /** Props for a Mantine input: value, onChange, onFocus, onBlur and its first shown message. */
  field: (path: LooseKeys<Values>, options?: { type?: 'input' | 'checkbox' }) => InputProps;
  /** Props for a Checkbox.Group: every shown message is listed (part 1 §5). */
  checkboxGroup: (path: LooseKeys<Values>) => CheckboxGroupProps;
  /** The messages shown for a field: none until it is touched or a submit was tried. */
  messages: (path: LooseKeys<Values>) => string[];
  /** The paths the form renders fields for: the error alert lists the server's other messages. */
  shownPaths: () => readonly string[];
  /** The last submit's failure (the server's ApiError, or anything thrown), until the next try. */
  submitError: unknown;
  submitting: boolean;
  /** How many times submit was tried (every field counts as touched after the first). */
  submitCount: number;
  /** The Idempotency-Key of the submission in progress or last failed (undefined before). */
  idempotencyKey: string | undefined;
  /** The `<form onSubmit>`: validates with the schema, then sends with the submission's key. */
  onSubmit: (handler: SubmitHandler<Schema>) => (event?: FormEvent<HTMLFormElement>) => void;
  /** Starts loading a schema given as an import (the form calls it when first focused). */
  prepare: () => void;
}

const isImport = <Schema extends z.ZodType>(
  source: SchemaSource<Schema>,
): source is () => Promise<Schema> => typeof source === 'function';

/**
 * One form over one domain zod schema (CONVENTIONS "Forms"), on Mantine's useForm:
 *
 * - the schema validates on blur and on submit (part 1 §5 CTA form), and a field's message
 *   goes as soon as it is changed; a field shows only its first message and only once it was
 *   touched (focused or changed, Mantine's meaning) or a submit was tried; checkbox groups
 *   list all their messages;
 * - after a failed submit the server's `errors` (ApiError.fieldErrors, by dotted path) go under
 *   the matching fields and its error_message to the form's error alert (see SchemaForm);
 * - each submission carries a stable Idempotency-Key (SubmissionKeys).
 */
export function useSchemaForm<Values extends Record<string, unknown>, Schema extends z.ZodType>(
  options: UseSchemaFormOptions<Values, Schema>,
): SchemaFormApi<Values, Schema> {
  const { toInput, onSubmitError } = options;
  const source = options.schema;
  const [imported, setImported] = useState<Schema | undefined>(undefined);
  const schema = isImport(source) ? imported : source;
  const importing = useRef<Promise<Schema> | undefined>(undefined);
  const loadSchema = (): Promise<Schema> => {
    if (!isImport(source)) return Promise.resolve(source);
    if (!importing.current) {
      importing.current = source().then((loaded) => {
        setImported(() => loaded);
        return loaded;
      });
      importing.current.catch(() => {
        importing.current = undefined; // a later focus or submit tries again
      });
    }
    return importing.current;
  };
  const validate = useMemo(
    () =>
      schema
        ? zodValidate<Values>(schema, toInput as ((values: Values) => unknown) | undefined)
        : () => ({}),
    [schema, toInput],
  );
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: options.initialValues,
    validate,
    validateInputOnBlur: true,
    clearInputErrorOnChange: true,
  });
  const [submitCount, setSubmitCount] = useState(0);
  const [submitError, setSubmitError] = useState<unknown>(null);
  const [keys] = useState(() => new SubmissionKeys());
  const inFlight = useRef(false);
  const rendered = useRef(new Set<string>());

  const messages = (path: LooseKeys<Values>): string[] => {
    rendered.current.add(String(path));
    if (submitCount === 0 && !form.isTouched(path)) return [];
    return messagesOf(form.errors[String(path)]);
  };

  const field: SchemaFormApi<Values, Schema>['field'] = (path, fieldOptions) => {
    const props = form.getInputProps(path, { type: fieldOptions?.type ?? 'input' });
    const error = firstMessage(messages(path));
    // Mantine's TextInput says aria-invalid itself; PasswordInput and others do not.
    return error ? { ...props, error, 'aria-invalid': true } : { ...props, error };
  };

  const checkboxGroup: SchemaFormApi<Values, Schema>['checkboxGroup'] = (path) => {
    const props = form.getInputProps(path);
    const raw: unknown = props.value;
    // Part 1 §3: a checkbox group's value may be stored as a comma-joined string.
    const joined = typeof raw === 'string';
    const value = joined ? (raw ? raw.split(',') : []) : Array.isArray(raw) ? raw.map(String) : [];
    const shown = messages(path);
    return {
      value,
      onChange: (next) => props.onChange(joined ? next.join(',') : next),
      onFocus: props.onFocus,
      onBlur: props.onBlur,
      error:
        shown.length > 0
          ? shown.map((message) => (
              <span key={message} style={{ display: 'block' }}>
                {message}
              </span>
            ))
          : undefined,
    };
  };

  const onSubmit: SchemaFormApi<Values, Schema>['onSubmit'] = (handler) => (event) => {
    event?.preventDefault();
    if (inFlight.current) return;
    setSubmitCount((count) => count + 1);
    setSubmitError(null);
    form.onSubmit(async (values) => {
      inFlight.current = true;
      try {
        // A schema given as an import may still be on its way: the values are checked here.
        const ready = schema ?? (await loadSchema());
        const parsed = ready.safeParse(toInput ? toInput(values) : values);
        if (!parsed.success) {
          form.setErrors(issuesToMessages(parsed.error.issues));
          return;
        }
        const idempotencyKey = keys.keyFor(parsed.data);
        await handler(parsed.data, { idempotencyKey });
        keys.renew();
      } catch (error) {
        if (isApiError(error) && error.fieldErrors) form.setErrors(error.fieldErrors);
        setSubmitError(error);
        onSubmitError?.(error);
      } finally {
        inFlight.current = false;
      }
    })(event);
  };

  return {
    form,
    field,
    checkboxGroup,
    messages,
    shownPaths: () => [...rendered.current],
    submitError,
    submitting: form.submitting,
    submitCount,
    idempotencyKey: keys.key,
    onSubmit,
    prepare: () => {
      if (!schema) loadSchema().catch(() => undefined);
    },
  };
}
