import { Badge } from '@mantine/core';
import {
  ADMIN_USER_COLUMNS,
  ADMIN_USER_DEFAULT_SORT,
  type AdminUserColumn,
  groupLabel,
} from '@paydesk/domain/admin-users';
import { DEFAULT_PAGE_SIZE } from '@paydesk/domain/list-params';
import { IconUsers } from '@tabler/icons-react';
import { defineListScreen } from '../../../shared/data-table/list-screen-spec';
import { formatShortDate } from '../../../shared/format/dates';
import type { AdminUserListRow } from '../api/get-admin-users';

/** "First Last". */
export const fullName = (user: { firstname: string; lastname: string }) =>
  `${user.firstname} ${user.lastname}`.trim();

export function GroupBadge({ group }: { group: string }) {
  return (
    <Badge variant="light" color={group === 'mp_admin' ? 'paydesk' : 'gray'} radius="sm">
      {groupLabel(group)}
    </Badge>
  );
}

export function EnabledBadge({ enabled }: { enabled: boolean }) {
  return (
    <Badge variant="light" color={enabled ? 'teal' : 'red'} radius="sm">
      {enabled ? 'Enabled' : 'Disabled'}
    </Badge>
  );
}

/** The back office's users list (/admin/users): by name, 10 a page, filtered by group. */
export const adminUsersListSpec = defineListScreen<AdminUserListRow, AdminUserColumn>({
  screen: 'admin-users',
  label: 'Users',
  columns: ADMIN_USER_COLUMNS,
  defaultSort: ADMIN_USER_DEFAULT_SORT,
  defaultPerPage: DEFAULT_PAGE_SIZE,
  filters: [
    {
      kind: 'select',
      param: 'group',
      label: 'Group',
      options: [
        { value: 'mp_admin', label: 'Admin' },
        { value: 'mp_user', label: 'User' },
      ],
    },
  ],
  cells: {
    name: (row) => fullName(row),
    group: (row) => <GroupBadge group={row.group} />,
    phone: (row) => row.phone ?? '—',
    enabled: (row) => <EnabledBadge enabled={row.enabled} />,
    lastLogin: (row) => (row.lastLogin ? formatShortDate(row.lastLogin) : 'Never'),
    createdAt: (row) => formatShortDate(row.createdAt),
  },
  rowKey: (row) => row.id,
  card: { title: 'name', subtitle: 'email', amount: 'enabled' },
  emptyMessage: 'No users match this search.',
  firstUse: {
    icon: <IconUsers aria-hidden="true" />,
    title: 'No users yet',
    description: 'Staff and merchant users appear here once they are created.',
  },
});
