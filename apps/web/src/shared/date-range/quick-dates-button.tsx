import { Button } from '@mantine/core';
import { IconCalendarEvent, IconChevronDown } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';

type QuickDatesButtonProps = { label: string } & Omit<ComponentPropsWithRef<'button'>, 'color'>;

/** The quick-dates button: the preset's name, or 'Custom' (passes ref and handlers on). */
export function QuickDatesButton({ label, ...others }: QuickDatesButtonProps) {
  return (
    <Button
      {...others}
      variant="default"
      fullWidth
      justify="space-between"
      leftSection={<IconCalendarEvent size={16} aria-hidden />}
      rightSection={<IconChevronDown size={16} aria-hidden />}
      aria-label={`Quick dates: ${label}`}
      fw={500}
      styles={{ label: { flex: 1, justifyContent: 'flex-start' } }}
    >
      {label}
    </Button>
  );
}
