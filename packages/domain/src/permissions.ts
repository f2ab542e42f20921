/**
 * Admin permission keys of part 2 §6. The spec names the Invalid 1099k key only as
 * "{hash}"; Paydesk gives it the readable key below (see docs/architecture.md). The last key,
 * can-view-audit-log, is Paydesk's own: the audit log viewer (beyond the spec).
 */
export const ADMIN_PERMISSION_KEYS = [
  'can-view-merchant-info',
  'can-view-partners',
  'can-view-rates',
  'can-view-users',
  'can-view-transaction-report',
  'can-view-deposit-report',
  'can-view-processor-reconciliation-report',
  'can-view-chargeback-report',
  'can-view-outage-report',
  'can-view-funding-hold-report',
  'can-view-invalid-1099k-report',
  'can-view-email-history-report',
  'can-view-limit-report',
  'can-view-pending-accounts-report',
  'can-residual-fee',
  'can-migrate-merchants',
  'can-perform-payout',
  'can-manage-ctas',
  'can-bulk-operations',
  'can-view-documents',
  'can-change-merchant-status',
  'can-place-merchant-funding-hold',
  'can-release-merchant-funding-hold',
  'can-revert-processor',
  'can-edit-merchant-advanced-info',
  'can-view-merchant-hash',
  'can-manage-disputes',
  // Beyond the spec: the audit log viewer (/admin/audit).
  'can-view-audit-log',
] as const;

export type AdminPermissionKey = (typeof ADMIN_PERMISSION_KEYS)[number];

/** User groups: the first group of a profile named mp_admin marks a provider admin. */
export const USER_GROUPS = ['mp_admin', 'mp_user'] as const;
export type UserGroup = (typeof USER_GROUPS)[number];
