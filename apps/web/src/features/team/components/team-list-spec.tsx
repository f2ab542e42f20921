import { Badge } from '@mantine/core';
import { DEFAULT_PAGE_SIZE } from '@paydesk/domain/list-params';
import { MERCHANT_PERMISSIONS } from '@paydesk/domain/merchant-permissions';
import {
  TEAM_COLUMNS,
  TEAM_DEFAULT_SORT,
  type TeamColumn,
  teamRoleLabel,
} from '@paydesk/domain/team-fields';
import { IconUsers } from '@tabler/icons-react';
import { defineListScreen } from '../../../shared/data-table/list-screen-spec';
import { formatShortDate } from '../../../shared/format/dates';
import type { TeamUserRow } from '../api/get-team-users';

const PERMISSION_LABELS = new Map<string, string>(
  MERCHANT_PERMISSIONS.map((permission) => [permission.slug, permission.label]),
);

/** The permissions a row holds, by their labels ('All' for an admin). */
export function permissionsText(row: Pick<TeamUserRow, 'isAdmin' | 'permissions'>): string {
  if (row.isAdmin) return 'All (admin)';
  if (row.permissions.length === 0) return 'None';
  return row.permissions.map((slug) => PERMISSION_LABELS.get(slug) ?? slug).join(', ');
}

/** The Team list (/users/:mid): the account's users by name, 10 a page. */
export const teamListSpec = defineListScreen<TeamUserRow, TeamColumn>({
  screen: 'team',
  label: 'Users',
  columns: TEAM_COLUMNS,
  defaultSort: TEAM_DEFAULT_SORT,
  defaultPerPage: DEFAULT_PAGE_SIZE,
  cells: {
    name: (row) => `${row.firstname} ${row.lastname}`,
    lastLogin: (row) =>
      row.lastLogin ? formatShortDate(row.lastLogin) : row.invited ? 'Invited' : 'Never',
    access: (row) =>
      row.access === 1 ? (
        <Badge color="teal" variant="light">
          Access
        </Badge>
      ) : (
        <Badge color="gray" variant="light">
          No access
        </Badge>
      ),
    role: (row) => (
      <Badge color={row.isAdmin ? 'paydesk' : 'gray'} variant="light">
        {teamRoleLabel(row.isAdmin)}
      </Badge>
    ),
    permissions: (row) => permissionsText(row),
  },
  rowKey: (row) => row.id,
  card: { title: 'name', subtitle: 'email' },
  emptyMessage: 'No users match this search.',
  firstUse: {
    icon: <IconUsers aria-hidden="true" />,
    title: 'No users yet',
    description: 'Invite the people who work on this account: each signs in with their own e-mail.',
  },
});
