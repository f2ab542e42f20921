import '@mantine/dates/styles.css';
import { DatePicker, type DatePickerProps } from '@mantine/dates';
import classes from './calendars.module.css';

/**
 * Names for the month arrows, which Mantine leaves without one; no faded days of the months
 * around (Mantine dims them to 2.3:1, and they read as days of this month to a screen reader).
 */
const accessible = {
  previousLabel: 'Previous month',
  nextLabel: 'Next month',
  hideOutsideDates: true,
  classNames: { day: classes.day },
} as const;

/**
 * The calendars of the report header, on @mantine/dates. Loaded on first open (React.lazy in
 * date-field and quick-dates-menu), so the date pickers stay out of every page's first chunk.
 */
export function DayCalendar(props: DatePickerProps<'default'>) {
  return <DatePicker {...accessible} {...props} />;
}

export function RangeCalendar(props: DatePickerProps<'range'>) {
  return <DatePicker {...accessible} {...props} type="range" />;
}
