import { Select, type SelectProps } from '@mantine/core';

/** Mantine's Select (Combobox, Popover, floating-ui) as a lazy chunk of its own. */
export default function LazySelect(props: SelectProps) {
  return <Select {...props} />;
}
