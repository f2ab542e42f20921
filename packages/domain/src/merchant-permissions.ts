/**
 * Merchant-side per-user permissions on one account (part 1 §6: "per-user permissions", the
 * dispute banner's can-manage-disputes). A merchant admin of the account holds them all; a
 * merchant user holds those granted on the Team screen (`/users/:mid`). Zod-free.
 */
export const MERCHANT_PERMISSIONS = [
  {
    slug: 'can-manage-disputes',
    label: 'Manage disputes',
    description: 'Respond to chargebacks and retrievals, upload evidence and accept disputes.',
  },
  {
    slug: 'can-refund-transactions',
    label: 'Refund and void payments',
    description: 'Refund settled payments and void payments that have not settled.',
  },
  {
    slug: 'can-create-transactions',
    label: 'Take payments',
    description: 'Charge a card or bank account with the virtual terminal.',
  },
] as const;

export type MerchantPermissionKey = (typeof MERCHANT_PERMISSIONS)[number]['slug'];
export const MERCHANT_PERMISSION_KEYS = MERCHANT_PERMISSIONS.map(
  (p) => p.slug,
) as unknown as readonly [MerchantPermissionKey, ...MerchantPermissionKey[]];

/**
 * A user's own settings for one account (part 1 §7 "merchant user settings update"; stored
 * whole as `data`). `disputeEmails: false` stops the dispute e-mails a user who manages the
 * account's disputes would get (new disputes, deadline reminders); on when absent.
 */
export const USER_SETTING_KEYS = { disputeEmails: 'disputeEmails' } as const;

/** Whether this account's dispute e-mails go to the user, from their settings' data. */
export const wantsDisputeEmails = (data: Readonly<Record<string, unknown>> | undefined) =>
  data?.[USER_SETTING_KEYS.disputeEmails] !== false;
