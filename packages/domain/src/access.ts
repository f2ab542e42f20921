import type { MerchantPermissionKey } from './merchant-permissions';
import type { AdminPermissionKey } from './permissions';

/**
 * Who may call an endpoint (ARCHITECTURE rule 2), declared with the endpoint: the server's
 * guard enforces it, the OpenAPI document shows it, and the web client knows whether to send
 * the bearer.
 */
export type AccessPolicy =
  | { kind: 'public' }
  | { kind: 'signed-in' }
  /**
   * The caller must hold the merchant named by this path parameter, query field or body field
   * (a body field is checked once the body is read and valid).
   */
  | { kind: 'merchant-scoped'; merchantIdFrom: MerchantIdSource; requires?: MerchantRequirement }
  /** A provider admin (first group mp_admin), holding the permission key when one is named. */
  | { kind: 'admin'; permission: AdminPermissionKey | null };

export type MerchantScopedPolicy = Extract<AccessPolicy, { kind: 'merchant-scoped' }>;

export type MerchantIdSource = { param: string } | { query: string } | { body: string };

/**
 * What a merchant-scoped call needs beyond holding the account: being a merchant admin of that
 * account (`user_merchants.is_admin`), or holding a merchant permission on it (an account
 * admin holds every one). Paydesk staff never meet a requirement: their changes to an account
 * are the back office's (part 2), so they keep read access only.
 */
export type MerchantRequirement = { merchantAdmin: true } | { permission: MerchantPermissionKey };

/** The guard's refusals of a requirement (403). */
export const MERCHANT_REQUIREMENT_MESSAGES = {
  merchantAdmin: 'Only a merchant admin of this account can do this.',
  permission: 'You do not have the permission this needs.',
} as const;

export const policies = {
  public: { kind: 'public' },
  signedIn: { kind: 'signed-in' },
  merchant: (merchantIdFrom: MerchantIdSource, requires?: MerchantRequirement) =>
    (requires === undefined
      ? { kind: 'merchant-scoped', merchantIdFrom }
      : { kind: 'merchant-scoped', merchantIdFrom, requires }) as MerchantScopedPolicy,
  admin: (permission: AdminPermissionKey | null = null) => ({ kind: 'admin', permission }) as const,
} satisfies Record<string, AccessPolicy | ((...args: never[]) => AccessPolicy)>;
