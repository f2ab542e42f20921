import type { AdminPermissionKey } from '@paydesk/domain/permissions';
import { paths } from '../../../config/paths';

export interface AdminNavLink {
  label: string;
  href: string;
  /** The key an admin needs to see the item (part 2 §6); none = every admin. */
  permission?: AdminPermissionKey;
}

export interface AdminNavGroup {
  label: 'Reports' | 'Tools';
  /** The path prefix that marks the group active. */
  prefix: string;
  children: AdminNavLink[];
}

export type AdminNavItem = AdminNavLink | AdminNavGroup;

const r = paths.admin.reports;
const t = paths.admin.tools;

/** The admin navigation of part 2 §2, with its permission keys. */
export const ADMIN_NAV: AdminNavItem[] = [
  { label: 'Dashboard', href: paths.admin.dashboard.href() },
  {
    label: 'Merchants',
    href: paths.admin.merchants.list.href(),
    permission: 'can-view-merchant-info',
  },
  { label: 'Partners', href: paths.admin.partners.list.href(), permission: 'can-view-partners' },
  { label: 'Rates', href: paths.admin.rates.list.href(), permission: 'can-view-rates' },
  { label: 'Users', href: paths.admin.users.list.href(), permission: 'can-view-users' },
  {
    label: 'Reports',
    prefix: '/admin/reports',
    children: [
      {
        label: 'Transaction Details',
        href: r.transactionDetails.href(),
        permission: 'can-view-transaction-report',
      },
      { label: 'Payouts', href: r.payouts.href(), permission: 'can-view-deposit-report' },
      {
        label: 'Processor Reconciliation',
        href: r.processorReconciliation.href(),
        permission: 'can-view-processor-reconciliation-report',
      },
      { label: 'Disputes', href: r.disputes.href(), permission: 'can-view-chargeback-report' },
      {
        label: 'Outage Transactions',
        href: r.outageTransactions.href(),
        permission: 'can-view-outage-report',
      },
      { label: 'Interchange', href: r.interchange.href() },
      {
        label: 'Email History',
        href: r.emailHistory.href(),
        permission: 'can-view-email-history-report',
      },
      {
        label: 'Funding Hold',
        href: r.fundingHold.href(),
        permission: 'can-view-funding-hold-report',
      },
      {
        label: 'Invalid 1099k',
        href: r.invalid1099k.href(),
        permission: 'can-view-invalid-1099k-report',
      },
      {
        label: 'Pending Accounts',
        href: r.pendingAccounts.href(),
        permission: 'can-view-pending-accounts-report',
      },
      { label: 'Limits', href: r.limits.href(), permission: 'can-view-limit-report' },
      { label: 'Partner Volume', href: r.partnerVolume.href() },
      { label: 'Residual Fees', href: r.residualFees.href(), permission: 'can-residual-fee' },
      { label: 'Subscriptions', href: r.subscriptions.href() },
      { label: 'Payment Links Overview', href: r.paymentLinksOverview.href() },
      // Beyond the spec's list (docs/reports.md): the processor migration's worklist (part 2
      // §7's pending-migrations call) and the admin's own report subscriptions.
      {
        label: 'Pending Migrations',
        href: r.pendingMigrations.href(),
        permission: 'can-migrate-merchants',
      },
      { label: 'Scheduled Reports', href: r.scheduled.href() },
    ],
  },
  {
    label: 'Tools',
    prefix: '/admin/tools',
    children: [
      {
        label: 'Processor Migration',
        href: t.migrateAccounts.href(),
        permission: 'can-migrate-merchants',
      },
      { label: 'Platform Payout', href: t.platformPayout.href(), permission: 'can-perform-payout' },
      { label: 'Call to Action Manager', href: t.ctas.href(), permission: 'can-manage-ctas' },
      { label: 'Risk Watch List', href: t.riskWatchList.href() },
      {
        label: 'Bulk Operations',
        href: paths.admin.bulkTools.root.href(),
        permission: 'can-bulk-operations',
      },
      { label: 'Audit Log', href: paths.admin.audit.href(), permission: 'can-view-audit-log' },
    ],
  },
];

export function isNavGroup(item: AdminNavItem): item is AdminNavGroup {
  return 'children' in item;
}

/** The items an admin with these permission keys sees; Reports and Tools always show. */
export function visibleAdminNav(
  granted: ReadonlySet<string>,
  nav: readonly AdminNavItem[] = ADMIN_NAV,
): AdminNavItem[] {
  const allowed = (link: AdminNavLink) => !link.permission || granted.has(link.permission);
  return nav.flatMap((item): AdminNavItem[] => {
    if (!isNavGroup(item)) return allowed(item) ? [item] : [];
    return [{ ...item, children: item.children.filter(allowed) }];
  });
}
