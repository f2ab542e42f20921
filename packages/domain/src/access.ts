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
  | { kind: 'merchant-scoped'; merchantIdFrom: MerchantIdSource }
  /** A provider admin (first group mp_admin), holding the permission key when one is named. */
  | { kind: 'admin'; permission: AdminPermissionKey | null };

export type MerchantIdSource = { param: string } | { query: string } | { body: string };

export const policies = {
  public: { kind: 'public' },
  signedIn: { kind: 'signed-in' },
  merchant: (merchantIdFrom: MerchantIdSource) =>
    ({ kind: 'merchant-scoped', merchantIdFrom }) as const,
  admin: (permission: AdminPermissionKey | null = null) => ({ kind: 'admin', permission }) as const,
} satisfies Record<string, AccessPolicy | ((...args: never[]) => AccessPolicy)>;
