import { notify } from '../notifications/notify';

export const NETWORK_ERROR_TITLE = 'Network Error';

/** The 'Network Error' notifications of part 1 §8 and part 2 §8. */
export const NETWORK_ERROR_MESSAGES = {
  account:
    'An error occurred and the validity of your user account could not be established. Please logout and try again.',
  lastLogin: 'An error occurred while updating last login.',
  userSettings: 'An error occurred while updating user settings.',
  data: 'An error occurred while fetching your data. Please reload.',
  accountId: 'An error occurred while setting the account ID. Please reload.',
} as const;

export type NetworkErrorKind = keyof typeof NETWORK_ERROR_MESSAGES;

export function notifyNetworkError(kind: NetworkErrorKind): void {
  notify({ level: 'error', title: NETWORK_ERROR_TITLE, message: NETWORK_ERROR_MESSAGES[kind] });
}
