import { z } from 'zod';
import { idParam, merchantIdParam } from './ids';

/**
 * Alerts on a merchant account (part 2 §3 "Merchant alert", §4 "Alerts", §7 /alert): the back
 * office creates, activates, deactivates and deletes them; the active ones show as banners on
 * the admin profile and on the merchant's own dashboard. Rules and messages live here, for the
 * server's validation and the dialogs alike.
 */

export const MERCHANT_ALERT_TYPES = ['information', 'notice', 'warning', 'error'] as const;
export type MerchantAlertType = (typeof MERCHANT_ALERT_TYPES)[number];

/** Part 2 §3: information blue, notice and warning yellow, error red (Mantine colour names). */
export const MERCHANT_ALERT_COLORS: Record<MerchantAlertType, 'blue' | 'yellow' | 'red'> = {
  information: 'blue',
  notice: 'yellow',
  warning: 'yellow',
  error: 'red',
};

export const MERCHANT_ALERT_TYPE_LABELS: Record<MerchantAlertType, string> = {
  information: 'Information',
  notice: 'Notice',
  warning: 'Warning',
  error: 'Error',
};

/** Paydesk's lengths (the spec names none): a banner's title fits a line, its message a paragraph. */
export const MERCHANT_ALERT_TITLE_MAX = 100;
export const MERCHANT_ALERT_MESSAGE_MAX = 1000;

/** User-visible messages (Paydesk's: the spec names none). */
export const MERCHANT_ALERT_MESSAGES = {
  typeRequired: 'Please choose an alert type.',
  titleRequired: 'Please enter a title.',
  titleTooLong: `Title cannot exceed ${MERCHANT_ALERT_TITLE_MAX} characters.`,
  messageRequired: 'Please enter a message.',
  messageTooLong: `Message cannot exceed ${MERCHANT_ALERT_MESSAGE_MAX} characters.`,
  notFound: 'Alert not found.',
  created: 'Alert created',
  activated: 'Alert activated',
  deactivated: 'Alert deactivated',
  deleted: 'Alert deleted',
} as const;

export const merchantAlertTypeSchema = z
  .enum(MERCHANT_ALERT_TYPES, { error: MERCHANT_ALERT_MESSAGES.typeRequired })
  .meta({ description: 'information (blue), notice or warning (yellow), error (red)' });

/** A text field: trimmed, required, at most `max` characters. */
const text = (max: number, required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

/** POST /admin/merchants/{id}/alert. A new alert is active unless `is_active` is false. */
export const createMerchantAlertSchema = z
  .object({
    type: merchantAlertTypeSchema,
    title: text(
      MERCHANT_ALERT_TITLE_MAX,
      MERCHANT_ALERT_MESSAGES.titleRequired,
      MERCHANT_ALERT_MESSAGES.titleTooLong,
    ).meta({ description: `1 to ${MERCHANT_ALERT_TITLE_MAX} characters (trimmed)` }),
    message: text(
      MERCHANT_ALERT_MESSAGE_MAX,
      MERCHANT_ALERT_MESSAGES.messageRequired,
      MERCHANT_ALERT_MESSAGES.messageTooLong,
    ).meta({ description: `1 to ${MERCHANT_ALERT_MESSAGE_MAX} characters (trimmed)` }),
    is_active: z
      .boolean()
      .optional()
      .meta({ description: 'Shown at once (default true); false keeps it for later' }),
  })
  .meta({
    id: 'CreateMerchantAlert',
    examples: [
      {
        type: 'warning',
        title: 'Payouts paused',
        message: 'Your payouts are paused while we review recent activity.',
      },
    ],
  });
export type CreateMerchantAlertInput = z.input<typeof createMerchantAlertSchema>;
export type CreateMerchantAlert = z.output<typeof createMerchantAlertSchema>;

export const merchantAlertParams = z.object({ id: merchantIdParam() });
export const merchantAlertItemParams = z.object({
  id: merchantIdParam(),
  alertId: idParam('merchantAlert', "An alert of the merchant's (another merchant's answers 404)"),
});

/** An alert as the back office sees it. */
export const merchantAlertSchema = z
  .object({
    id: z.number().int(),
    type: z.enum(MERCHANT_ALERT_TYPES),
    title: z.string(),
    message: z.string(),
    isActive: z.boolean(),
    /** ISO 8601, UTC. */
    createdAt: z.string(),
  })
  .meta({ id: 'MerchantAlert' });
export type MerchantAlert = z.infer<typeof merchantAlertSchema>;

/** GET /admin/merchants/{id}/alert: every alert of the merchant, newest first. */
export const merchantAlertListSchema = z
  .object({ data: z.array(merchantAlertSchema) })
  .meta({ id: 'MerchantAlertList' });

/** An active alert as the merchant's dashboard shows it. */
export const merchantAlertBannerSchema = z
  .object({
    id: z.number().int(),
    type: z.enum(MERCHANT_ALERT_TYPES),
    title: z.string(),
    message: z.string(),
  })
  .meta({ id: 'MerchantAlertBanner' });
export type MerchantAlertBanner = z.infer<typeof merchantAlertBannerSchema>;

/** GET /merchants/{id}/alerts: the account's active alerts, newest first. */
export const merchantAlertBannersSchema = z
  .object({ data: z.array(merchantAlertBannerSchema) })
  .meta({ id: 'MerchantAlertBanners' });
