import { ActionIcon, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  blurDateField,
  checkDateField,
  type DateField as DateFieldKind,
  isoToTyped,
  maskTypedDate,
  selectableBounds,
  TYPED_DATE_FORMAT,
  TYPED_DATE_MAX_LENGTH,
} from '@paydesk/domain/date-picker-rules';
import type { IsoDate } from '@paydesk/domain/date-presets';
import { IconCalendar } from '@tabler/icons-react';
import { lazy, useEffect, useId, useState } from 'react';
import { LazyDialog } from '../components/lazy-dialog';

// The calendar's popover (Mantine's Popover, FocusTrap, floating-ui) loads on its first open.
const DayCalendarPopover = lazy(async () => ({
  default: (await import('./day-calendar-popover')).DayCalendarPopover,
}));

export interface DateFieldProps {
  field: DateFieldKind;
  label: string;
  value: IsoDate | null;
  /** The other picker's date: From may not pass it, To may not precede it. */
  other: IsoDate | null;
  today: IsoDate;
  onChange: (value: IsoDate | null) => void;
  /** A message from outside, e.g. Apply without both dates. */
  externalError?: string | null;
  /** The range may span a year at most (reports compared with the year before). */
  withinOneYear?: boolean;
}

/**
 * One date picker of the report header (part 1 §5): typed MM/DD/YYYY with slashes added as
 * one types, or picked from a calendar that offers only allowed days. A complete entry is
 * checked at once; an invalid one reverts on blur and says why.
 */
export function DateField({
  field,
  label,
  value,
  other,
  today,
  onChange,
  externalError,
  withinOneYear,
}: DateFieldProps) {
  const [text, setText] = useState(() => (value ? isoToTyped(value) : ''));
  const [error, setError] = useState<string | null>(null);
  const [opened, calendar] = useDisclosure(false);
  const [input, setInput] = useState<HTMLInputElement | null>(null);
  const calendarId = useId();
  const dropdownId = `${calendarId}-calendar`;
  const context = { field, today, other, withinOneYear };
  const bounds = selectableBounds(context);

  // A new value from outside (a preset, the calendar, a reverted blur) rewrites the text.
  useEffect(() => {
    setText(value ? isoToTyped(value) : '');
  }, [value]);

  const change = (raw: string) => {
    const masked = maskTypedDate(raw);
    setText(masked);
    setError(null);
    if (masked.length === TYPED_DATE_MAX_LENGTH) {
      const check = checkDateField(masked, context);
      if (check.ok) onChange(check.iso);
      else setError(check.message);
    }
  };

  const blur = () => {
    const outcome = blurDateField(text, value, context);
    setText(outcome.text);
    setError(outcome.error);
    if (outcome.iso !== value) onChange(outcome.iso);
  };

  const pick = (picked: string | null) => {
    if (!picked) return;
    setError(null);
    onChange(picked);
    calendar.close();
  };

  const shown = externalError ?? error ?? undefined;
  return (
    <>
      <TextInput
        ref={setInput}
        label={label}
        placeholder={TYPED_DATE_FORMAT}
        inputMode="numeric"
        autoComplete="off"
        maxLength={TYPED_DATE_MAX_LENGTH}
        value={text}
        error={shown}
        onChange={(event) => change(event.currentTarget.value)}
        onBlur={blur}
        onKeyDown={(event) => {
          if (event.key === 'Enter') blur();
        }}
        rightSection={
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={`Choose the ${label} date from a calendar`}
            aria-haspopup="dialog"
            aria-expanded={opened}
            aria-controls={opened ? dropdownId : undefined}
            onClick={calendar.toggle}
          >
            <IconCalendar size={18} aria-hidden />
          </ActionIcon>
        }
      />
      {input ? (
        <LazyDialog opened={opened}>
          {(open) => (
            <DayCalendarPopover
              anchor={input}
              opened={open}
              onChange={(next) => (next ? calendar.open() : calendar.close())}
              dropdownId={dropdownId}
              label={label}
              value={value}
              today={today}
              minDate={bounds.minDate}
              maxDate={bounds.maxDate}
              onPick={pick}
            />
          )}
        </LazyDialog>
      ) : null}
    </>
  );
}
