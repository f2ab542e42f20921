/**
 * Every browser storage key the web app uses, in one place (part 1 §3 "Browser storage keys").
 * All live in localStorage; `SESSION_KEYS` and the filter store live in sessionStorage.
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
  /** The remember-me flag of the sign-in form ('true' when set); kept across logouts. */
  remember: 'paydesk.remember',
  /** When this person last used Paydesk in any tab (ms); the idle time-out reads it. */
  lastActivity: 'paydesk.lastActivity',
  /** Whether the merchant side navigation is collapsed to icons. */
  navCollapsed: 'paydesk.navCollapsed',
} as const;

/** Keys kept in sessionStorage: they last as long as the tab's session. */
export const SESSION_KEYS = {
  /** Set once the admin redirect of part 1 §2 has run in this session. */
  adminRedirected: 'paydesk.adminRedirected',
} as const;

/** Names of the persisted zustand stores (persisted storage version 1). */
export const PERSISTED_STORE_KEYS = {
  auth: 'paydesk.auth',
  account: 'paydesk.account',
  filter: 'paydesk.filter',
} as const;

export const PERSISTED_STORE_VERSION = 1;
