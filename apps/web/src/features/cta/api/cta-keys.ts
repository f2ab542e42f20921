import { merchantDataKeys } from '../../../shared/merchant-account/merchant-data-keys';

/**
 * Query keys of the call to action: under the account's data root, so reloading the merchant
 * data after the confirmation (invalidateMerchantData) reads the CTA again too.
 */
export const ctaKeys = {
  current: (merchantId: number) => [...merchantDataKeys.merchant(merchantId), 'cta'] as const,
};
