import {
  ADMIN_ACTION_MESSAGES,
  FUNDING_HOLD_OTHER_MAX,
  type FundingHoldReason,
  PAYOUT_WEEKDAYS,
  type PayoutFrequency,
  PROCESSOR_ACTION_MESSAGES,
  payoutAnchorFor,
  type StatusChangeKey,
} from '@paydesk/domain/admin-merchant-actions';
import { isApiError } from '../../../../shared/api/api-error';

/** Part 2 §9: form messages show for 4 seconds; the page reloads 7 seconds after a close. */
export const FORM_ERROR_MS = 4_000;
export const RELOAD_AFTER_CLOSE_MS = 7_000;

/** The page's reload after a close (a seam for the tests). */
export const pageReload = { reload: () => window.location.reload() };

export interface StatusChoice {
  key: StatusChangeKey;
  status: number;
  label: string;
}

/** The dialog's three statuses (part 2 §4): Activate 1, Pending 66, Closed 33. */
export const STATUS_CHOICES: readonly StatusChoice[] = [
  { key: 'enabled', status: 1, label: 'Activate' },
  { key: 'incomplete', status: 66, label: 'Pending' },
  { key: 'closed', status: 33, label: 'Closed' },
];

/** The statuses the Change Status dialog offers: the three, less the merchant's current one. */
export function offeredStatuses(current: number): StatusChoice[] {
  return STATUS_CHOICES.filter((choice) => choice.status !== current);
}

/** What is wrong with a status change, or null. */
export function statusFormError(key: StatusChangeKey | null, reason: string | null): string | null {
  if (!key) return ADMIN_ACTION_MESSAGES.statusRequired;
  if (key === 'closed' && !reason) return ADMIN_ACTION_MESSAGES.closureReasonRequired;
  return null;
}

/** What is wrong with a funding hold (part 2 §5's messages), or null. */
export function holdFormError(reason: FundingHoldReason | null, other: string): string | null {
  if (!reason) return ADMIN_ACTION_MESSAGES.holdReasonRequired;
  if (reason !== 'other') return null;
  const text = other.trim();
  if (text === '') return ADMIN_ACTION_MESSAGES.holdOtherRequired;
  if (text.length > FUNDING_HOLD_OTHER_MAX) return ADMIN_ACTION_MESSAGES.holdOtherTooLong;
  return null;
}

/** What is wrong with a payout frequency and day (release, revert), or null. */
export function payoutFormError(
  frequency: PayoutFrequency | null,
  day: string | null,
): string | null {
  if (!frequency) return ADMIN_ACTION_MESSAGES.payoutFrequency;
  return payoutAnchorFor(frequency, frequency === 'daily' ? '' : day) === undefined
    ? ADMIN_ACTION_MESSAGES.payoutDay
    : null;
}

export const WEEKDAY_OPTIONS = PAYOUT_WEEKDAYS.map((day) => ({
  value: day,
  label: day.charAt(0).toUpperCase() + day.slice(1),
}));
export const MONTH_DAY_OPTIONS = Array.from({ length: 31 }, (_, i) => ({
  value: String(i + 1),
  label: String(i + 1),
}));
export const FREQUENCY_OPTIONS: { value: PayoutFrequency; label: string }[] = [
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
  { value: 'monthly', label: 'Monthly' },
];

/**
 * The failure text of a beneficial-data send (part 2 §8): the processor's refusal of a second
 * send shown as 'already sent', else the server's message, else 'An error occurred'.
 */
export function beneficialFailureText(error: unknown): string {
  const message = isApiError(error) ? error.errorMessage : undefined;
  if (!message) return PROCESSOR_ACTION_MESSAGES.beneficialNoMessage;
  if (message === PROCESSOR_ACTION_MESSAGES.beneficialAlreadySentByProcessor) {
    return PROCESSOR_ACTION_MESSAGES.beneficialAlreadySent;
  }
  return message;
}
