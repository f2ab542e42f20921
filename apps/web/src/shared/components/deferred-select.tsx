import type { SelectProps } from '@mantine/core';
import { TextInput } from '@mantine/core';
import { lazy } from 'react';
import { DeferredControl } from './deferred-control';
import classes from './deferred-select.module.css';

const LazySelect = lazy(() => import('./lazy-select'));

export interface SelectOption {
  value: string;
  label: string;
}

export type DeferredSelectProps = Omit<
  SelectProps,
  'data' | 'dropdownOpened' | 'onDropdownOpen' | 'onDropdownClose' | 'defaultDropdownOpened'
> & {
  label: string;
  data: readonly SelectOption[];
  value: string | null;
};

/** The chevron Mantine's Select shows (Combobox.Chevron's path). */
function Chevron() {
  return (
    <svg className={classes.chevron} viewBox="0 0 15 15" fill="none" aria-hidden>
      <path
        d="M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  );
}

/**
 * Mantine's Select, loaded when the pointer comes over it or it takes the focus: until then a
 * read-only combobox input that looks the same (label, selected option, chevron) stands in, and
 * a click on it opens the list once the Select is there (shared/components/deferred-control.tsx).
 */
export function DeferredSelect({ data, value, label, className, ...props }: DeferredSelectProps) {
  const selected = data.find((option) => option.value === value)?.label ?? '';
  return (
    <DeferredControl
      placeholder={(intent) => (
        <TextInput
          {...intent}
          className={className}
          label={label}
          value={selected}
          readOnly
          pointer
          role="combobox"
          aria-haspopup="listbox"
          aria-expanded={false}
          autoComplete="off"
          radius="md"
          rightSection={<Chevron />}
          rightSectionPointerEvents="none"
        />
      )}
    >
      {(popup) => (
        <LazySelect
          {...props}
          className={className}
          label={label}
          data={[...data]}
          value={value}
          dropdownOpened={popup.opened}
          onDropdownOpen={() => popup.onChange(true)}
          onDropdownClose={() => popup.onChange(false)}
        />
      )}
    </DeferredControl>
  );
}
