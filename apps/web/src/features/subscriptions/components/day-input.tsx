import { ActionIcon, Popover, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  DATE_PICKER_MESSAGES,
  isoToTyped,
  maskTypedDate,
  parseTypedDate,
  TYPED_DATE_FORMAT,
  TYPED_DATE_MAX_LENGTH,
} from '@paydesk/domain/date-picker-rules';
import type { IsoDate } from '@paydesk/domain/date-presets';
import { IconCalendar } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useEffect, useId, useState } from 'react';
import { CalendarSkeleton } from '../../../shared/date-range/calendar-skeleton';

const DayCalendar = lazy(async () => ({
  default: (await import('../../../shared/date-range/calendars')).DayCalendar,
}));

export interface DayInputProps {
  label: string;
  description?: string;
  value: IsoDate | '';
  onChange: (value: IsoDate | '') => void;
  onBlur?: () => void;
  /** A message from the form or the server (a past date refused). */
  error?: ReactNode;
  /** The first day the calendar offers (a typed date is still sent, and the server answers). */
  minDate?: IsoDate;
  maxDate?: IsoDate;
  required?: boolean;
}

/**
 * A day typed as MM/DD/YYYY (slashes added as one types, like the report header's pickers)
 * or picked from the shared calendar. A typed day the calendar would not offer still goes to
 * the server, so its own message (e.g. a past date) shows under the field.
 */
export function DayInput({
  label,
  description,
  value,
  onChange,
  onBlur,
  error,
  minDate,
  maxDate,
  required,
}: DayInputProps) {
  const [text, setText] = useState(() => (value ? isoToTyped(value) : ''));
  const [formatError, setFormatError] = useState<string | null>(null);
  const [opened, calendar] = useDisclosure(false);
  const dropdownId = `${useId()}-calendar`;

  useEffect(() => {
    setText(value ? isoToTyped(value) : '');
  }, [value]);

  const read = (typed: string, final: boolean) => {
    if (typed.length < TYPED_DATE_MAX_LENGTH && !final) return;
    const parsed = parseTypedDate(typed);
    if (parsed.ok) {
      setFormatError(null);
      if (parsed.iso !== value) onChange(parsed.iso);
    } else if (parsed.reason === 'missing') {
      setFormatError(null);
      if (value !== '') onChange('');
    } else {
      setFormatError(
        parsed.reason === 'range'
          ? DATE_PICKER_MESSAGES.outOfRange
          : DATE_PICKER_MESSAGES.invalidFormat,
      );
    }
  };

  return (
    <Popover
      opened={opened}
      onChange={(next) => (next ? calendar.open() : calendar.close())}
      position="bottom-start"
      shadow="md"
      trapFocus
      returnFocus
      withRoles={false}
    >
      <Popover.Target>
        <TextInput
          label={label}
          description={description}
          placeholder={TYPED_DATE_FORMAT}
          inputMode="numeric"
          autoComplete="off"
          required={required}
          maxLength={TYPED_DATE_MAX_LENGTH}
          value={text}
          error={formatError ?? error}
          onChange={(event) => {
            const masked = maskTypedDate(event.currentTarget.value);
            setText(masked);
            setFormatError(null);
            read(masked, false);
          }}
          onBlur={() => {
            read(text, true);
            onBlur?.();
          }}
          rightSection={
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Choose the ${label.toLowerCase()} from a calendar`}
              aria-haspopup="dialog"
              aria-expanded={opened}
              aria-controls={opened ? dropdownId : undefined}
              onClick={calendar.toggle}
            >
              <IconCalendar size={18} aria-hidden />
            </ActionIcon>
          }
        />
      </Popover.Target>
      <Popover.Dropdown id={dropdownId} role="dialog" aria-label={label} tabIndex={-1}>
        <Suspense fallback={<CalendarSkeleton />}>
          <DayCalendar
            value={value || null}
            defaultDate={value || minDate}
            onChange={(picked) => {
              if (!picked) return;
              setFormatError(null);
              onChange(picked);
              calendar.close();
            }}
            minDate={minDate}
            maxDate={maxDate}
            aria-label={label}
          />
        </Suspense>
      </Popover.Dropdown>
    </Popover>
  );
}
