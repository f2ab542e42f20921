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
  /**
   * A provider admin (first group mp_admin), holding the permission key when one is named, or,
   * with `byBody`, the key the request's body needs (checked once the body is read).
   */
  | { kind: 'admin'; permission: AdminPermissionKey | null; byBody?: BodyKeyedPermission };

/**
 * The key of a route whose body decides which action it takes (the funding hold: place or
 * release): a body with a non-empty `field` needs `whenPresent`, any other `otherwise`.
 */
export interface BodyKeyedPermission {
  field: string;
  whenPresent: AdminPermissionKey;
  otherwise: AdminPermissionKey;
}

/** The permission key a body needs under a body-keyed policy (the guard's and the tests' rule). */
export function permissionForBody(rule: BodyKeyedPermission, body: unknown): AdminPermissionKey {
  const value =
    body !== null && typeof body === 'object'
      ? (body as Record<string, unknown>)[rule.field]
      : undefined;
  return value === undefined || value === null || value === '' ? rule.otherwise : rule.whenPresent;
}

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
  /** An admin holding the key the body needs (`permissionForBody`), checked after the body is read. */
  adminByBody: (byBody: BodyKeyedPermission) =>
    ({ kind: 'admin', permission: null, byBody }) as const,
} satisfies Record<string, AccessPolicy | ((...args: never[]) => AccessPolicy)>;
