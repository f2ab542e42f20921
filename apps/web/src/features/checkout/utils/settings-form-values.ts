import type { CheckoutSettings } from '@paydesk/domain/checkout';

/** The settings form's values: texts as typed ('' for none), the logo's file id or null. */
export interface SettingsFormValues extends Record<string, unknown> {
  brandColor: string;
  logoFileId: string | null;
  successMessage: string;
  successUrl: string;
  acceptCard: boolean;
  acceptAch: boolean;
  sendReceipts: boolean;
  receiptReplyTo: string;
}

/** The form starts from the saved settings (the defaults until the first save). */
export function settingsFormValues(settings: CheckoutSettings): SettingsFormValues {
  return {
    brandColor: settings.brandColor,
    logoFileId: settings.logoFileId,
    successMessage: settings.successMessage ?? '',
    successUrl: settings.successUrl ?? '',
    // A method the account no longer allows is not offered: saving turns it off.
    acceptCard: settings.acceptCard && settings.allowCardPayment,
    acceptAch: settings.acceptAch && settings.allowAchPayment,
    sendReceipts: settings.sendReceipts,
    receiptReplyTo: settings.receiptReplyTo ?? '',
  };
}
