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
const MERCHANT_STATUSES: Record<number, { label: string; style: StatusStyle }> = {
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

/** Part 1 §9: statuses 33 and 133 mean closed. */
export const CLOSED_STATUSES: readonly number[] = [33, 133];

/** The newer processor hides the ' - Pending' suffix (part 2 §4). */
export const NEWER_PROCESSOR_ID = 3;

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
