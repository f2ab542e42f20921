import { lastFourOf } from '@paydesk/domain/field-checks';
import type { merchants } from '../../db/schema';
import type { FieldCipher } from '../../platform/encryption';

type MerchantInsert = typeof merchants.$inferInsert;

/** The bank-number columns of a merchants row that one write sets together. */
export type SealedBankAccount = Partial<
  Pick<
    MerchantInsert,
    | 'bankAccountNumberEncrypted'
    | 'bankAccountNumberLastFour'
    | 'bankAccountNumberHash'
    | 'bankRoutingNumberEncrypted'
    | 'bankRoutingNumberLastFour'
    | 'bankRoutingNumberHash'
  >
>;

/** The fingerprint columns: derived from the numbers, never shown in a history or audit. */
export const BANK_FINGERPRINT_COLUMNS = ['bankAccountNumberHash', 'bankRoutingNumberHash'] as const;

/** The keyed fingerprint of a bank number's digits (the watch list's side of the match). */
export const bankNumberFingerprint = (cipher: FieldCipher, number: string): string =>
  cipher.fingerprint(number.replace(/\D/g, ''));

/**
 * The one way a merchant's bank numbers are written (back-office banking, My Account's banking,
 * an approved application, the demo generator, the fingerprint backfill): each number given is
 * sealed with the field cipher, with its last four and its keyed fingerprint
 * (`cipher.fingerprint` of the digits), which the bank watch list matches on. A number not given
 * (undefined) leaves its columns out.
 */
export function sealBankAccount(
  cipher: FieldCipher,
  numbers: { accountNumber?: string | undefined; routingNumber?: string | undefined },
): SealedBankAccount {
  const sealed: SealedBankAccount = {};
  if (numbers.accountNumber !== undefined) {
    sealed.bankAccountNumberEncrypted = cipher.encrypt(numbers.accountNumber);
    sealed.bankAccountNumberLastFour = lastFourOf(numbers.accountNumber);
    sealed.bankAccountNumberHash = bankNumberFingerprint(cipher, numbers.accountNumber);
  }
  if (numbers.routingNumber !== undefined) {
    sealed.bankRoutingNumberEncrypted = cipher.encrypt(numbers.routingNumber);
    sealed.bankRoutingNumberLastFour = lastFourOf(numbers.routingNumber);
    sealed.bankRoutingNumberHash = bankNumberFingerprint(cipher, numbers.routingNumber);
  }
  return sealed;
}
