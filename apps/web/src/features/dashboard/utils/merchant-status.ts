/** Merchant status numbers of part 2 §4. */
const STATUS_LABELS: Record<number, string> = {
  [-1]: 'Error',
  0: 'Disabled',
  1: 'Active',
  2: 'Submitted',
  3: 'Verifying',
  4: 'Information Needed',
  5: 'Rejected',
  11: 'In Review',
  33: 'Closed - Pending',
  66: 'Pending',
  99: 'Denied',
  133: 'Closed',
};

/** Part 1 §9: statuses 33 and 133 mean closed. */
export const CLOSED_STATUSES: readonly number[] = [33, 133];

/** The newer processor hides the ' - Pending' suffix (part 2 §4). */
const NEWER_PROCESSOR_ID = 3;

export function merchantStatusLabel(status: number, processorId: number): string {
  const label = STATUS_LABELS[status] ?? `Status ${status}`;
  return processorId === NEWER_PROCESSOR_ID ? label.replace(' - Pending', '') : label;
}

export type StatusTone = 'green' | 'red' | 'yellow' | 'gray' | 'blue';

export function merchantStatusColor(status: number): StatusTone {
  if (status === 1) return 'green';
  if (CLOSED_STATUSES.includes(status) || status === 5 || status === 99 || status === -1) {
    return 'red';
  }
  if (status === 4) return 'yellow';
  if (status === 0) return 'gray';
  return 'blue';
}
