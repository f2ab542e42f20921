import { Select } from '@mantine/core';
import { DATE_TYPE_LABELS, DATE_TYPES, type DateType } from '@paydesk/domain/transaction-fields';

/** 'settled' from the URL; anything else reads as the default, the transaction date. */
export function readDateType(value: string | undefined): DateType {
  return DATE_TYPES.find((type) => type === value) ?? 'transaction';
}

const OPTIONS = DATE_TYPES.map((type) => ({ value: type, label: DATE_TYPE_LABELS[type] }));

/** Which date the range filters on: when the payment was taken, settled or funded. */
export function DateTypeSelect({
  value,
  onChange,
}: {
  value: DateType;
  onChange: (value: DateType) => void;
}) {
  return (
    <Select
      label="Dates by"
      data={OPTIONS}
      value={value}
      allowDeselect={false}
      checkIconPosition="right"
      comboboxProps={{ shadow: 'md' }}
      onChange={(next) => onChange(readDateType(next ?? undefined))}
    />
  );
}
