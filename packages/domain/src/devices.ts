import { z } from 'zod';
import { DEVICE_PIN_LIMITS, DEVICE_PIN_MESSAGES, DEVICE_PIN_STATUSES } from './device-pin-fields';
import { isFreeText, usDateToIso } from './field-checks';
import { rules, textField } from './field-schemas';
import { idParam, merchantIdParam } from './ids';

/** A day typed MM/DD/YYYY (the shared date field and check), answered as YYYY-MM-DD; '' is none. */
const typedDay = textField({ max: 10, rules: [rules.date] })
  .transform((value) => (value === '' ? undefined : usDateToIso(value)))
  .optional()
  .meta({ examples: ['12/01/2026'] });

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

/**
 * Create: the days (MM/DD/YYYY, as the shared date field types them) are the account's (its
 * time zone): the PIN works from the start of `activeDate` (today, from now, when omitted)
 * through the end of `expireDate` (no end when omitted).
 */
export const createDevicePinSchema = z
  .object({
    description: z
      .string({ error: DEVICE_PIN_MESSAGES.descriptionRequired })
      .trim()
      .min(1, DEVICE_PIN_MESSAGES.descriptionRequired)
      .max(
        DEVICE_PIN_LIMITS.description,
        `Must be at most ${DEVICE_PIN_LIMITS.description} characters`,
      )
      .refine((value) => isFreeText(value), 'Use letters, digits, spaces and common punctuation')
      .meta({ examples: ['Front counter'] }),
    activeDate: typedDay,
    expireDate: typedDay,
  })
  .refine((body) => !body.activeDate || !body.expireDate || body.expireDate >= body.activeDate, {
    message: DEVICE_PIN_MESSAGES.expireBeforeActive,
    path: ['expireDate'],
  })
  .meta({ id: 'CreateDevicePin' });
export type CreateDevicePin = z.output<typeof createDevicePinSchema>;
export type CreateDevicePinInput = z.input<typeof createDevicePinSchema>;

/** The create answer: the PIN, shown this once, and the stored record. */
export const createdDevicePinSchema = z
  .object({ pin: z.string().regex(/^\d{6}$/), devicePin: devicePinSchema })
  .meta({ id: 'CreatedDevicePin' });
export type CreatedDevicePin = z.infer<typeof createdDevicePinSchema>;
