/**
 * Device pins (part 1 §2 /device-management, §7 device pins; part 2 §3 "Device pin"), without
 * zod: statuses, limits, messages and the status rule the server and the screen share.
 */
export const DEVICE_PIN_STATUSES = ['active', 'scheduled', 'expired'] as const;
export type DevicePinStatus = (typeof DEVICE_PIN_STATUSES)[number];

export const DEVICE_PIN_STATUS_LABELS: Record<DevicePinStatus, string> = {
  active: 'Active',
  scheduled: 'Scheduled',
  expired: 'Expired',
};

export const DEVICE_PIN_LIMITS = { description: 100, list: 200, pinDigits: 6 } as const;

export const DEVICE_PIN_MESSAGES = {
  notEnabled:
    'Devices are only for merchant admins of an account on processor 3 with point-of-sale devices enabled.',
  notFound: 'Device PIN not found.',
  alreadyExpired: 'This PIN has already expired.',
  descriptionRequired: 'Please enter a description.',
  activeInPast: 'The active date cannot be before today.',
  expireBeforeActive: 'The expiry date cannot be before the active date.',
  shownOnce: 'Copy this PIN now: it is shown only once and cannot be read again.',
} as const;

/** A pin's status at `now`: scheduled before its active date, expired from its expiry on. */
export function devicePinStatus(
  pin: { activeDate: string; expireDate: string | null },
  now: Date,
): DevicePinStatus {
  const at = now.getTime();
  if (pin.expireDate !== null && Date.parse(pin.expireDate) <= at) return 'expired';
  if (Date.parse(pin.activeDate) > at) return 'scheduled';
  return 'active';
}
