import { paths } from '../../config/paths';

/**
 * Where My Account opens (part 1 §2): the profile when the user holds more than one merchant
 * account (or none), the account's page when exactly one.
 */
export function myAccountPath(merchants: readonly { id: number }[]): string {
  const [only] = merchants;
  return merchants.length === 1 && only
    ? paths.account.merchant.href(only.id)
    : paths.account.info.href();
}
