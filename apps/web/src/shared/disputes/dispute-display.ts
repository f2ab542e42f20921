import {
  DEADLINE_SOON_DAYS,
  DEADLINE_URGENT_DAYS,
  type DisputeStatus,
} from '@paydesk/domain/dispute-fields';
import type { StatusStyle } from '../merchant-account/merchant-status';

/** The pill style of each dispute status: what needs an answer, what waits, what is decided. */
export const DISPUTE_STATUS_STYLES: Record<DisputeStatus, StatusStyle> = {
  'evidence-needed': 'info-needed',
  'under-review': 'in-review',
  won: 'active',
  lost: 'denied',
  accepted: 'closed',
  Unanswered: 'info-needed',
  Answered: 'submitted',
  Closed: 'closed',
  returned: 'rejected',
};

export type DeadlineTone = 'overdue' | 'urgent' | 'soon' | 'later';

export interface DaysLeftDisplay {
  /** What the badge says: 'Overdue', 'Due today', '1 day left', '12 days left'. */
  text: string;
  tone: DeadlineTone;
}

/**
 * How the days left to answer read (the words carry the urgency; the colour repeats it):
 * negative is overdue, up to DEADLINE_URGENT_DAYS urgent, under DEADLINE_SOON_DAYS soon.
 * Null (nothing to answer) shows no badge.
 */
export function daysLeftDisplay(days: number | null): DaysLeftDisplay | null {
  if (days === null) return null;
  if (days < 0) return { text: 'Overdue', tone: 'overdue' };
  const text = days === 0 ? 'Due today' : `${days} ${days === 1 ? 'day' : 'days'} left`;
  if (days <= DEADLINE_URGENT_DAYS) return { text, tone: 'urgent' };
  if (days < DEADLINE_SOON_DAYS) return { text, tone: 'soon' };
  return { text, tone: 'later' };
}

/** An instant as the day it falls on in a zone: 'Nov 24, 2026'; '—' for none. */
export function formatZonedDay(value: string | null, timeZone: string): string {
  if (!value) return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone,
  }).format(date);
}
