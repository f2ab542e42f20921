/**
 * Every browser storage key the web app uses, in one place (part 1 §3 "Browser storage keys").
 * All live in localStorage except `filterStore`, which lives in sessionStorage.
 */
export const STORAGE_KEYS = {
  /** The client (partner brand) the user signed in through. */
  client: 'paydesk.client',
  /** The last selected merchant account id. */
  merchantId: 'paydesk.merchantId',
  /** The last visited URL, to return to after sign-in. */
  lastUrl: 'paydesk.lastURL',
  refreshToken: 'paydesk.refreshToken',
  /** The e-mail handed to the single sign-on page. */
  ssoEmail: 'paydesk.ssoEmail',
  /** The remember-me flag of the sign-in form ('true' when set). */
  remember: 'paydesk.remember',
  /** Whether the merchant side navigation is collapsed to icons. */
  navCollapsed: 'paydesk.navCollapsed',
} as const;

/** Names of the persisted zustand stores (persisted storage version 1). */
export const PERSISTED_STORE_KEYS = {
  auth: 'paydesk.auth',
  account: 'paydesk.account',
  filter: 'paydesk.filter',
} as const;

export const PERSISTED_STORE_VERSION = 1;
