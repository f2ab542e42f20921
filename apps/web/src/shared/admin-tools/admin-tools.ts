import type { AdminPermissionKey } from '@paydesk/domain/permissions';
import { paths } from '../../config/paths';

/** The tools of part 2 §2 "Admin tools", in the order of the vertical tab list. */
export type ToolId =
  | 'migrate-accounts'
  | 'platform-payout'
  | 'ctas'
  | 'risk-watch-list'
  | 'bulk-tools';

export interface AdminTool {
  id: ToolId;
  label: string;
  href: string;
  /** The key an admin needs (part 2 §6); none: every admin (the Risk Watch List). */
  permission?: AdminPermissionKey;
  /** What the tool does, under its name in the list. */
  description: string;
}

const t = paths.admin.tools;

export const ADMIN_TOOLS: readonly AdminTool[] = [
  {
    id: 'migrate-accounts',
    label: 'Processor Migration',
    href: t.migrateAccounts.href(),
    permission: 'can-migrate-merchants',
    description: 'Move merchants to the newer processor',
  },
  {
    id: 'platform-payout',
    label: 'Platform Payout',
    href: t.platformPayout.href(),
    permission: 'can-perform-payout',
    description: "Pay out the platform's balance",
  },
  {
    id: 'ctas',
    label: 'Call to Action Manager',
    href: t.ctas.href(),
    permission: 'can-manage-ctas',
    description: 'Ask merchants for details and documents',
  },
  {
    id: 'risk-watch-list',
    label: 'Risk Watch List',
    href: t.riskWatchList.href(),
    description: 'Bank accounts to watch for',
  },
  {
    id: 'bulk-tools',
    label: 'Bulk Operations',
    href: paths.admin.bulkTools.root.href(),
    permission: 'can-bulk-operations',
    description: 'Users, rates and statuses from a CSV',
  },
];

/**
 * Whether a tool is open to an admin holding `granted`: a tool is disabled (shown, not
 * followed) without its key, so an admin sees what exists and whom to ask.
 */
export const toolEnabled = (tool: AdminTool, granted: Readonly<Record<string, true | undefined>>) =>
  !tool.permission || granted[tool.permission] === true;
