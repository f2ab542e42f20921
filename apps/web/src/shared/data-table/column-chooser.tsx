import { Button, Checkbox, Popover, Stack } from '@mantine/core';
import { IconColumns3 } from '@tabler/icons-react';
import type { ListState } from '../list-state/use-list-state';

/** The column chooser (`dialog=columns`): a checkbox per column and "Reset to default". */
export function ColumnChooser<Key extends string>({ list }: { list: ListState<Key> }) {
  const { columns } = list.spec;
  const visible = list.visibleColumns;
  const opened = list.dialog === 'columns';
  return (
    <Popover
      opened={opened}
      onChange={(opened) => (opened ? list.openDialog('columns') : list.closeDialog())}
      position="bottom-end"
      shadow="md"
      width={260}
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <Button
          variant="default"
          leftSection={<IconColumns3 size={16} aria-hidden />}
          onClick={() => (opened ? list.closeDialog() : list.openDialog('columns'))}
        >
          Columns
        </Button>
      </Popover.Target>
      <Popover.Dropdown aria-label="Columns">
        <Stack gap="sm">
          <Checkbox.Group
            label="Show columns"
            value={visible}
            onChange={(chosen) =>
              list.setColumns(
                columns.map((column) => column.key).filter((key) => chosen.includes(key)),
              )
            }
          >
            <Stack gap={6} mt={6} mah="min(50vh, 24rem)" style={{ overflowY: 'auto' }}>
              {columns.map((column) => (
                <Checkbox
                  key={column.key}
                  value={column.key}
                  label={column.label}
                  // One column stays: a table of none says nothing.
                  disabled={visible.length === 1 && visible[0] === column.key}
                />
              ))}
            </Stack>
          </Checkbox.Group>
          <Button variant="subtle" size="compact-sm" onClick={() => list.setColumns(null)}>
            Reset to default
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
