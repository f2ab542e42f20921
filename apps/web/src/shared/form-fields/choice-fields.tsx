import {
  Checkbox,
  Group,
  Input,
  NativeSelect,
  Radio,
  SegmentedControl,
  Stack,
} from '@mantine/core';
import type { ReactNode } from 'react';
import {
  type CheckboxGroupProps,
  type ChoiceOption,
  type FieldProps,
  inputProps,
} from './field-props';

/**
 * One of a list, as the platform's own select (the phone's picker on a phone; no popover
 * code). `placeholder` is the first, empty option.
 */
export function SelectField(props: FieldProps & { options: readonly ChoiceOption[] }) {
  const { options, placeholder = 'Choose…' } = props;
  const { placeholder: _unused, ...rest } = inputProps(props);
  return (
    <NativeSelect
      {...rest}
      data={[{ value: '', label: placeholder, disabled: props.required }, ...options]}
    />
  );
}

/**
 * Several of a list (part 1 §3: the value is stored comma-joined; §5: every message shows).
 * Takes `form.checkboxGroup(path)`.
 */
export function CheckboxGroupField({
  group,
  label,
  description,
  options,
  required,
}: {
  group: CheckboxGroupProps;
  label: ReactNode;
  description?: ReactNode;
  options: readonly ChoiceOption[];
  required?: boolean;
}) {
  return (
    <Checkbox.Group {...group} label={label} description={description} withAsterisk={required}>
      <Stack gap="xs" mt="xs">
        {options.map((option) => (
          <Checkbox
            key={option.value}
            value={option.value}
            label={option.label}
            disabled={option.disabled}
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}

/** One of a few, as a row of buttons (a segmented control with its label and message). */
export function ButtonGroupField(props: FieldProps & { options: readonly ChoiceOption[] }) {
  const { field, label, description, options, required, disabled } = props;
  return (
    <Input.Wrapper
      label={label}
      description={description}
      error={field.error}
      withAsterisk={required}
    >
      <div>
        <SegmentedControl
          value={String(field.value ?? '')}
          onChange={(value) => field.onChange(value)}
          onFocus={field.onFocus}
          onBlur={field.onBlur}
          data={options.map((option) => ({ ...option }))}
          disabled={disabled}
          fullWidth
          mt={4}
        />
      </div>
    </Input.Wrapper>
  );
}

/** One of a list, as radio buttons. */
export function RadioField(props: FieldProps & { options: readonly ChoiceOption[] }) {
  const { field, label, description, options, required } = props;
  return (
    <Radio.Group
      value={String(field.value ?? '')}
      onChange={(value) => field.onChange(value)}
      onFocus={field.onFocus}
      onBlur={field.onBlur}
      label={label}
      description={description}
      error={field.error}
      withAsterisk={required}
    >
      <Group gap="md" mt="xs">
        {options.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            label={option.label}
            disabled={option.disabled}
          />
        ))}
      </Group>
    </Radio.Group>
  );
}

/** A yes/no box. Takes `form.field(path, { type: 'checkbox' })`. */
export function CheckboxField(props: FieldProps) {
  const { field, label, description, disabled, required } = props;
  return (
    <Checkbox
      {...field}
      label={label}
      description={description}
      disabled={disabled}
      required={required}
    />
  );
}
