import { Skeleton } from '@mantine/core';
import classes from './report-page-header.module.css';

/**
 * Holds a calendar's place while its code loads: the size of Mantine's DatePicker (size sm),
 * one or two months wide, so the popover does not jump when the calendar arrives.
 */
export function CalendarSkeleton({ months = 1 }: { months?: 1 | 2 }) {
  return (
    <div className={classes.calendarSkeleton} aria-hidden="true">
      <Skeleton className={classes.calendarMonth} radius="md" />
      {months === 2 ? <Skeleton className={classes.calendarMonth} radius="md" /> : null}
    </div>
  );
}
