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

/** The groups the Users screen shows the admin keys in (part 2 §6's table, by area). */
export const ADMIN_PERMISSION_GROUPS = [
  'Merchants',
  'Profile actions',
  'Reports',
  'Tools',
] as const;
export type AdminPermissionGroup = (typeof ADMIN_PERMISSION_GROUPS)[number];

/** What one admin key gates (part 2 §6 "Gates"), with the group it is shown in. */
export interface AdminPermissionInfo {
  group: AdminPermissionGroup;
  label: string;
  gates: string;
}

/**
 * Every admin key with what it gates (part 2 §6's table; the audit log's key is Paydesk's own),
 * grouped for the Users screen's permissions panel. Zod-free: the web paints with it.
 */
export const ADMIN_PERMISSIONS = {
  'can-view-merchant-info': {
    group: 'Merchants',
    label: 'Merchants',
    gates: "The Merchants menu and the merchant profile (else 'Not Allowed').",
  },
  'can-view-partners': { group: 'Merchants', label: 'Partners', gates: 'The Partners screens.' },
  'can-view-rates': { group: 'Merchants', label: 'Rates', gates: 'The Rates screens.' },
  'can-view-users': {
    group: 'Merchants',
    label: 'Users',
    gates: 'The Users screens: portal users, their roles and permissions.',
  },
  'can-view-documents': {
    group: 'Profile actions',
    label: 'Documents',
    gates: 'The Documents tab of the merchant profile.',
  },
  'can-change-merchant-status': {
    group: 'Profile actions',
    label: 'Change status',
    gates: 'The Change Status action of the merchant profile.',
  },
  'can-place-merchant-funding-hold': {
    group: 'Profile actions',
    label: 'Funding hold',
    gates: 'The Funding Hold action of the merchant profile.',
  },
  'can-release-merchant-funding-hold': {
    group: 'Profile actions',
    label: 'Release hold',
    gates: 'The Release Hold action of the merchant profile.',
  },
  'can-revert-processor': {
    group: 'Profile actions',
    label: 'Revert processor',
    gates: 'The Revert Processor action of the merchant profile.',
  },
  'can-edit-merchant-advanced-info': {
    group: 'Profile actions',
    label: 'Advanced info',
    gates: 'The Send Beneficial Data action (and the SSN and bank account reveals).',
  },
  'can-view-merchant-hash': {
    group: 'Profile actions',
    label: 'Merchant hash',
    gates: 'View merchant hash on the Misc. tab.',
  },
  'can-manage-disputes': {
    group: 'Profile actions',
    label: 'Manage disputes',
    gates: "The merchant dashboard's Response Needed banner.",
  },
  'can-view-transaction-report': {
    group: 'Reports',
    label: 'Transaction details',
    gates: 'The Transaction details report.',
  },
  'can-view-deposit-report': { group: 'Reports', label: 'Payouts', gates: 'The Payouts report.' },
  'can-view-processor-reconciliation-report': {
    group: 'Reports',
    label: 'Processor reconciliation',
    gates: 'The Processor reconciliation report.',
  },
  'can-view-chargeback-report': {
    group: 'Reports',
    label: 'Disputes',
    gates: 'The Disputes report.',
  },
  'can-view-outage-report': {
    group: 'Reports',
    label: 'Outage transactions',
    gates: 'The Outage transactions report.',
  },
  'can-view-funding-hold-report': {
    group: 'Reports',
    label: 'Funding hold',
    gates: 'The Funding hold report.',
  },
  'can-view-invalid-1099k-report': {
    group: 'Reports',
    label: 'Invalid 1099k',
    gates: 'The Invalid 1099k report.',
  },
  'can-view-email-history-report': {
    group: 'Reports',
    label: 'Email history',
    gates: 'The Email history report.',
  },
  'can-view-limit-report': { group: 'Reports', label: 'Limits', gates: 'The Limits report.' },
  'can-view-pending-accounts-report': {
    group: 'Reports',
    label: 'Pending accounts',
    gates: 'The Pending accounts report.',
  },
  'can-residual-fee': {
    group: 'Reports',
    label: 'Residual fees',
    gates: 'The Residual fees report.',
  },
  'can-migrate-merchants': {
    group: 'Tools',
    label: 'Processor Migration',
    gates: 'The Processor Migration tool.',
  },
  'can-perform-payout': {
    group: 'Tools',
    label: 'Platform payout',
    gates: 'The Platform payout tool.',
  },
  'can-manage-ctas': {
    group: 'Tools',
    label: 'Call to Action Manager',
    gates: 'The Call to Action Manager.',
  },
  'can-bulk-operations': {
    group: 'Tools',
    label: 'Bulk Operations',
    gates: 'The Bulk Operations tools.',
  },
  'can-view-audit-log': {
    group: 'Tools',
    label: 'Audit log',
    gates: 'The audit log viewer (beyond the spec).',
  },
} as const satisfies Record<AdminPermissionKey, AdminPermissionInfo>;

/** The admin roles (part 2 §6): the user's groups, labelled. */
export const ADMIN_ROLES = [
  { label: 'Admin', name: 'mp_admin' },
  { label: 'User', name: 'mp_user' },
] as const satisfies readonly { label: string; name: UserGroup }[];
