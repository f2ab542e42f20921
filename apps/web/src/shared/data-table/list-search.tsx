import { ActionIcon, CloseButton, Group, Popover, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { MAX_SEARCH_LENGTH } from '@paydesk/domain/list-params';
import { IconHelpCircle, IconSearch } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import type { ListState } from '../list-state/use-list-state';
import { escapeCloses } from './escape-closes';

/** How long typing pauses before the search goes to the URL. */
export const SEARCH_DEBOUNCE_MS = 400;

export interface ListSearchProps {
  list: ListState;
  /** The box's label (read by screen readers; the placeholder shows it). */
  label: string;
  placeholder?: string;
  /** What the help popover explains (e.g. SearchHelp over the domain's SEARCH_KEYS). */
  help?: ReactNode;
}

/** The search box: typed words reach the URL after a pause; Enter at once; × clears it. */
export function ListSearch({ list, label, placeholder, help }: ListSearchProps) {
  const [value, setValue] = useState(list.search);
  const [seen, setSeen] = useState(list.search);
  const [helpOpened, setHelpOpened] = useState(false);
  // The URL's search changed elsewhere (a chip removed, Back): show it, unless it is what
  // is being typed (the URL holds it trimmed).
  if (list.search !== seen) {
    setSeen(list.search);
    if (value.trim() !== list.search) setValue(list.search);
  }
  const write = useDebouncedCallback(
    (text: string) => list.setSearch(text, { replace: true }),
    SEARCH_DEBOUNCE_MS,
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    write.cancel();
    list.setSearch(value);
  };
  const clear = () => {
    write.cancel();
    setValue('');
    list.setSearch('');
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is not a landmark in older browsers
    <form role="search" onSubmit={submit} style={{ flex: '1 1 16rem', minWidth: 0 }}>
      <Group gap={6} wrap="nowrap">
        <TextInput
          // Not type="search": browsers would add a second clear button of their own.
          type="text"
          enterKeyHint="search"
          aria-label={label}
          placeholder={placeholder ?? label}
          value={value}
          maxLength={MAX_SEARCH_LENGTH}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            write(event.currentTarget.value);
          }}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={
            value ? <CloseButton size="sm" aria-label="Clear search" onClick={clear} /> : null
          }
          style={{ flex: 1, minWidth: 0 }}
        />
        {help ? (
          <Popover
            opened={helpOpened}
            onChange={setHelpOpened}
            position="bottom-end"
            shadow="md"
            width={360}
            withArrow
            returnFocus
          >
            <Popover.Target>
              <ActionIcon
                variant="default"
                size="lg"
                aria-label="Search help"
                aria-expanded={helpOpened}
                onClick={() => setHelpOpened((opened) => !opened)}
                onKeyDown={escapeCloses(helpOpened, () => setHelpOpened(false))}
              >
                <IconHelpCircle size={18} aria-hidden />
              </ActionIcon>
            </Popover.Target>
            <Popover.Dropdown aria-label="Search help">{help}</Popover.Dropdown>
          </Popover>
        ) : null}
      </Group>
    </form>
  );
}
