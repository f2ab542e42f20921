import type { AdminPermissionKey } from './permissions';

/**
 * Who may call an endpoint (ARCHITECTURE rule 2), declared with the endpoint: the server's
 * guard enforces it, the OpenAPI document shows it, and the web client knows whether to send
 * the bearer.
 */
export type AccessPolicy =
  | { kind: 'public' }
  | { kind: 'signed-in' }
  /** The caller must hold the merchant named by this path parameter or query field. */
  | { kind: 'merchant-scoped'; merchantIdFrom: { param: string } | { query: string } }
  /** A provider admin (first group mp_admin), holding the permission key when one is named. */
  | { kind: 'admin'; permission: AdminPermissionKey | null };

export const policies = {
  public: { kind: 'public' },
  signedIn: { kind: 'signed-in' },
  merchant: (merchantIdFrom: { param: string } | { query: string }) =>
    ({ kind: 'merchant-scoped', merchantIdFrom }) as const,
  admin: (permission: AdminPermissionKey | null = null) => ({ kind: 'admin', permission }) as const,
} satisfies Record<string, AccessPolicy | ((...args: never[]) => AccessPolicy)>;
