import { z } from 'zod';
import { isIsoDate } from './date-presets';
import { DEVICE_PIN_LIMITS, DEVICE_PIN_MESSAGES, DEVICE_PIN_STATUSES } from './device-pin-fields';
import { isFreeText, usDateToIso } from './field-checks';
import { rules, textField } from './field-schemas';
import { idParam, merchantIdParam } from './ids';

/**
 * Device pins (part 1 §2 /device-management, §7 device pins GET, create, expire): the PIN a
 * point-of-sale device is paired with. Only its hash is stored; the create answer is the one
 * time it is shown.
 */

export const devicePinParams = z.object({
  id: merchantIdParam(),
  pinId: idParam('devicePin', 'A device PIN of the account'),
});

export const devicePinSchema = z
  .object({
    id: z.number().int(),
    description: z.string(),
    /** ISO 8601, UTC: from when the PIN works. */
    activeDate: z.string(),
    /** ISO 8601, UTC: from when it no longer works; null while it has no end. */
    expireDate: z.string().nullable(),
    status: z.enum(DEVICE_PIN_STATUSES),
    /** ISO 8601, UTC. */
    createdAt: z.string(),
    /** Who created it ("First Last"); null when that user was removed. */
    createdBy: z.string().nullable(),
  })
  .meta({ id: 'DevicePin' });
export type DevicePin = z.infer<typeof devicePinSchema>;

export const devicePinListSchema = z
  .object({ data: z.array(devicePinSchema) })
  .meta({ id: 'DevicePins' });
export type DevicePinList = z.infer<typeof devicePinListSchema>;

const description = z
  .string({ error: DEVICE_PIN_MESSAGES.descriptionRequired })
  .trim()
  .min(1, DEVICE_PIN_MESSAGES.descriptionRequired)
  .max(DEVICE_PIN_LIMITS.description, `Must be at most ${DEVICE_PIN_LIMITS.description} characters`)
  .refine((value) => isFreeText(value), 'Use letters, digits, spaces and common punctuation')
  .meta({ examples: ['Front counter'] });

/** A calendar day of 1900-2099, YYYY-MM-DD (the app's rule for every date). */
const isoDay = z
  .string()
  .refine(
    (value) => isIsoDate(value) && value >= '1900-01-01' && value <= '2099-12-31',
    'Use a real date from 1900 to 2099 as YYYY-MM-DD',
  )
  .meta({ description: 'A day, YYYY-MM-DD', examples: ['2026-12-01'] });

const expiryNotBeforeActive = {
  check: (body: { activeDate?: string | undefined; expireDate?: string | undefined }) =>
    !body.activeDate || !body.expireDate || body.expireDate >= body.activeDate,
  message: DEVICE_PIN_MESSAGES.expireBeforeActive,
  path: ['expireDate'],
};

/**
 * Create: the days (YYYY-MM-DD) are the account's (its time zone): the PIN works from the
 * start of `activeDate` (today, from now, when omitted) through the end of `expireDate` (no
 * end when omitted).
 */
export const createDevicePinSchema = z
  .object({ description, activeDate: isoDay.optional(), expireDate: isoDay.optional() })
  .refine(expiryNotBeforeActive.check, {
    message: expiryNotBeforeActive.message,
    path: expiryNotBeforeActive.path,
  })
  .meta({ id: 'CreateDevicePin' });

/** A day typed MM/DD/YYYY in the shared date field, sent as YYYY-MM-DD; '' is none. */
const typedDay = textField({ max: 10, rules: [rules.date] }).transform((value) =>
  value === '' ? undefined : usDateToIso(value),
);

/** The New PIN form: the same rules over the days as typed; its output is the create body. */
export const devicePinFormSchema = z
  .object({ description, activeDate: typedDay, expireDate: typedDay })
  .refine(expiryNotBeforeActive.check, {
    message: expiryNotBeforeActive.message,
    path: expiryNotBeforeActive.path,
  });
export type CreateDevicePin = z.output<typeof createDevicePinSchema>;
export type CreateDevicePinInput = z.input<typeof createDevicePinSchema>;

/** The create answer: the PIN, shown this once, and the stored record. */
export const createdDevicePinSchema = z
  .object({ pin: z.string().regex(/^\d{6}$/), devicePin: devicePinSchema })
  .meta({ id: 'CreatedDevicePin' });
export type CreatedDevicePin = z.infer<typeof createdDevicePinSchema>;
