import { Popover } from '@mantine/core';
import type { IsoDate } from '@paydesk/domain/date-presets';
import { lazy, type Ref, Suspense, useImperativeHandle } from 'react';
import { CalendarSkeleton } from './calendar-skeleton';

const DayCalendar = lazy(async () => ({ default: (await import('./calendars')).DayCalendar }));

/** Hands Popover.Target an element already on the page (the date field's input) as its anchor. */
function ExistingElement({ ref, element }: { ref?: Ref<HTMLElement>; element: HTMLElement }) {
  useImperativeHandle(ref, () => element, [element]);
  return null;
}

export interface DayCalendarPopoverProps {
  /** The text input the calendar opens under. */
  anchor: HTMLElement;
  opened: boolean;
  onChange: (opened: boolean) => void;
  dropdownId: string;
  label: string;
  value: IsoDate | null;
  today: IsoDate;
  minDate: IsoDate | undefined;
  maxDate: IsoDate | undefined;
  onPick: (picked: string | null) => void;
}

/**
 * A date field's calendar (part 1 §5): a dialog under the field that traps the focus, closes on
 * Escape or a click outside and returns the focus to the calendar button. Its own chunk with
 * Mantine's Popover and floating-ui, mounted on the first open (date-field.tsx); the calendar
 * itself (@mantine/dates) loads inside it.
 */
export function DayCalendarPopover(props: DayCalendarPopoverProps) {
  return (
    <Popover
      opened={props.opened}
      onChange={props.onChange}
      position="bottom-start"
      shadow="md"
      trapFocus
      returnFocus
      // The text field is the anchor, but the calendar button opens the calendar: Mantine's
      // roles would put aria-expanded on the textbox (not allowed there). The button says it.
      withRoles={false}
    >
      <Popover.Target>
        <ExistingElement element={props.anchor} />
      </Popover.Target>
      <Popover.Dropdown
        id={props.dropdownId}
        role="dialog"
        aria-label={`${props.label} date`}
        tabIndex={-1}
      >
        <Suspense fallback={<CalendarSkeleton />}>
          <DayCalendar
            value={props.value}
            defaultDate={props.value ?? props.today}
            onChange={props.onPick}
            minDate={props.minDate}
            maxDate={props.maxDate}
            aria-label={`${props.label} date`}
          />
        </Suspense>
      </Popover.Dropdown>
    </Popover>
  );
}
