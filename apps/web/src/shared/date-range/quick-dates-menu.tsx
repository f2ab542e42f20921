import { Button, Group, Input, Menu, Popover, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { checkCustomRange } from '@paydesk/domain/date-picker-rules';
import {
  addMonths,
  type CalendarRange,
  DATE_PRESET_LABELS,
  type DatePreset,
  type IsoDate,
  startOfMonth,
} from '@paydesk/domain/date-presets';
import { IconCheck } from '@tabler/icons-react';
import { lazy, Suspense, useId, useState } from 'react';
import type { DeferredPopup } from '../components/deferred-control';
import { CalendarSkeleton } from './calendar-skeleton';
import { QuickDatesButton } from './quick-dates-button';

const RangeCalendar = lazy(async () => ({ default: (await import('./calendars')).RangeCalendar }));

export interface QuickDatesMenuProps {
  presets: readonly DatePreset[];
  preset: DatePreset;
  label: string;
  range: CalendarRange;
  today: IsoDate;
  onPreset: (preset: Exclude<DatePreset, 'custom'>) => void;
  onCustomRange: (range: CalendarRange) => void;
  withinOneYear: boolean;
}

type Picked = [IsoDate | null, IsoDate | null];

const MENU_FOCUS_RETURN_MS = 40;

/**
 * The quick-dates selector: the presets, and Custom Date Range, which opens a range calendar
 * with an Apply button. It reads the preset's name, or 'Custom'. A lazy chunk with Mantine's
 * Menu and Popover (deferred-quick-dates-menu.tsx), its menu controlled by the placeholder's state.
 */
export function QuickDatesMenu({
  presets,
  preset,
  label,
  range,
  today,
  onPreset,
  onCustomRange,
  withinOneYear,
  opened,
  onChange,
}: QuickDatesMenuProps & DeferredPopup) {
  const labelId = useId();
  const calendarTitleId = useId();
  const wide = useMediaQuery('(min-width: 48em)');
  const [calendarOpen, setCalendarOpen] = useState(false);
  const [picked, setPicked] = useState<Picked>([range.from, range.to]);
  const [error, setError] = useState<string | null>(null);

  const openCalendar = () => {
    setPicked([range.from, range.to]);
    setError(null);
    // The menu hands focus back to its button 10 ms after closing: open the calendar after
    // that, so the calendar's focus trap keeps the focus.
    window.setTimeout(() => setCalendarOpen(true), MENU_FOCUS_RETURN_MS);
  };

  const apply = () => {
    const check = checkCustomRange(picked[0], picked[1], today, { withinOneYear });
    if (!check.ok) {
      setError(check.message);
      return;
    }
    setCalendarOpen(false);
    onCustomRange(check.range);
  };

  return (
    <Input.Wrapper label="Quick dates" id={labelId}>
      <Popover
        opened={calendarOpen}
        onChange={setCalendarOpen}
        position="bottom-start"
        shadow="md"
        trapFocus
        returnFocus
        // The target is a wrapper around the menu's button: Mantine's roles would put
        // aria-expanded on a plain div. The dropdown names itself a dialog below.
        withRoles={false}
      >
        <Popover.Target>
          <div>
            <Menu
              opened={opened}
              onChange={onChange}
              position="bottom-start"
              shadow="md"
              width={220}
            >
              <Menu.Target>
                <QuickDatesButton id={labelId} label={label} />
              </Menu.Target>
              <Menu.Dropdown>
                {presets.map((option) => (
                  <Menu.Item
                    key={option}
                    onClick={() => (option === 'custom' ? openCalendar() : onPreset(option))}
                    rightSection={
                      option === preset ? <IconCheck size={14} aria-label="selected" /> : null
                    }
                  >
                    {DATE_PRESET_LABELS[option]}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          </div>
        </Popover.Target>
        <Popover.Dropdown>
          {/* Keyboard users land in the calendar dialog (Escape closes it, Tab walks it): the
              focus trap focuses the element marked data-autofocus as soon as it mounts, with
              or without the opening transition (reduced motion has none). */}
          <Stack
            gap="sm"
            role="dialog"
            aria-labelledby={calendarTitleId}
            tabIndex={-1}
            data-autofocus
          >
            <Text id={calendarTitleId} fw={600} size="sm">
              Custom date range
            </Text>
            <Suspense fallback={<CalendarSkeleton months={wide ? 2 : 1} />}>
              <RangeCalendar
                allowSingleDateInRange
                value={picked}
                onChange={(value) => {
                  setPicked(value);
                  setError(null);
                }}
                defaultDate={
                  wide ? addMonths(startOfMonth(picked[1] ?? today), -1) : (picked[1] ?? today)
                }
                maxDate={today}
                numberOfColumns={wide ? 2 : 1}
              />
            </Suspense>
            {error ? (
              <Text c="var(--mantine-color-error)" size="sm" role="alert">
                {error}
              </Text>
            ) : null}
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={() => setCalendarOpen(false)}>
                Cancel
              </Button>
              <Button onClick={apply}>Apply</Button>
            </Group>
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Input.Wrapper>
  );
}
