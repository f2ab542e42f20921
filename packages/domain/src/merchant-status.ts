/**
 * Merchant status numbers of part 2 §4 with their labels and status-pill styles, and the
 * names of the two card processors (part 2 §3, §9). Zod-free: the web paints with it, the
 * server answers with it.
 */

/** The display styles of a status pill (part 1 §3, part 2 §3). */
export const STATUS_STYLES = [
  'error',
  'disabled',
  'active',
  'submitted',
  'verifying',
  'info-needed',
  'rejected',
  'in-review',
  'closed-pending',
  'pending',
  'denied',
  'closed',
] as const;

export type StatusStyle = (typeof STATUS_STYLES)[number];

/** Merchant status numbers of part 2 §4, their labels and display styles. */
export const MERCHANT_STATUSES: Readonly<Record<number, { label: string; style: StatusStyle }>> = {
  [-1]: { label: 'Error', style: 'error' },
  0: { label: 'Disabled', style: 'disabled' },
  1: { label: 'Active', style: 'active' },
  2: { label: 'Submitted', style: 'submitted' },
  3: { label: 'Verifying', style: 'verifying' },
  4: { label: 'Information Needed', style: 'info-needed' },
  5: { label: 'Rejected', style: 'rejected' },
  11: { label: 'In Review', style: 'in-review' },
  33: { label: 'Closed - Pending', style: 'closed-pending' },
  66: { label: 'Pending', style: 'pending' },
  99: { label: 'Denied', style: 'denied' },
  133: { label: 'Closed', style: 'closed' },
};

/** Every status number of part 2 §4, in the spec's order. */
export const MERCHANT_STATUS_NUMBERS = [-1, 0, 1, 2, 3, 4, 5, 11, 33, 66, 99, 133] as const;

/** Part 1 §9: statuses 33 and 133 mean closed. */
export const CLOSED_STATUSES: readonly number[] = [33, 133];

/** The card processors (part 2 §9): 2 the older, 3 the newer. */
export const OLDER_PROCESSOR_ID = 2;
/** The newer processor hides the ' - Pending' suffix (part 2 §4). */
export const NEWER_PROCESSOR_ID = 3;

/** The processors' names as the back office shows them. */
export const PROCESSOR_NAMES: Readonly<Record<number, string>> = {
  [OLDER_PROCESSOR_ID]: 'Processor 2 (older)',
  [NEWER_PROCESSOR_ID]: 'Processor 3 (newer)',
};

/** 'Processor 3 (newer)'; an unknown id reads 'Processor {id}'. */
export function processorName(processorId: number): string {
  return PROCESSOR_NAMES[processorId] ?? `Processor ${processorId}`;
}

/** 'Closed - Pending', or 'Closed' for a merchant on the newer processor. */
export function merchantStatusLabel(status: number, processorId: number): string {
  const label = MERCHANT_STATUSES[status]?.label ?? `Status ${status}`;
  return processorId === NEWER_PROCESSOR_ID ? label.replace(' - Pending', '') : label;
}

/** The pill style of a status number; an unknown number looks disabled. */
export function merchantStatusStyle(status: number): StatusStyle {
  return MERCHANT_STATUSES[status]?.style ?? 'disabled';
}

export function isClosedStatus(status: number): boolean {
  return CLOSED_STATUSES.includes(status);
}
