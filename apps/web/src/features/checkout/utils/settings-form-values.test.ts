import type { CheckoutSettings } from '@paydesk/domain/checkout';
import { describe, expect, it } from 'vitest';
import { settingsFormValues } from './settings-form-values';

const saved: CheckoutSettings = {
  merchantId: 100001,
  brandColor: '#0b7285',
  logoFileId: null,
  successMessage: null,
  successUrl: 'https://example.com/thanks',
  acceptCard: true,
  acceptAch: true,
  sendReceipts: true,
  receiptReplyTo: null,
  allowCardPayment: true,
  allowAchPayment: false,
  updatedAt: null,
};

describe('settingsFormValues', () => {
  it('shows empty texts for what is not set and keeps the rest', () => {
    expect(settingsFormValues(saved)).toEqual({
      brandColor: '#0b7285',
      logoFileId: null,
      successMessage: '',
      successUrl: 'https://example.com/thanks',
      acceptCard: true,
      acceptAch: false,
      sendReceipts: true,
      receiptReplyTo: '',
    });
  });

  it('does not keep a method the account no longer allows', () => {
    expect(settingsFormValues({ ...saved, allowCardPayment: false }).acceptCard).toBe(false);
  });
});
