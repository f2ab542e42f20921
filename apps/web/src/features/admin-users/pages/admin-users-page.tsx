import { Button, Stack, Title } from '@mantine/core';
import * as routes from '@paydesk/domain/routes/admin-users';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { AdminPermissionGate } from '../../../shared/account/admin-permission-gate';
import { ListSection } from '../../../shared/data-table/list-section';
import { useListQuery } from '../../../shared/list-state/use-list-query';
import { useListState } from '../../../shared/list-state/use-list-state';
import { PageTitle, pageTitle } from '../../../shared/page-title/page-title';
import { adminUserKeys } from '../api/admin-user-keys';
import { getAdminUsers } from '../api/get-admin-users';
import { adminUsersListSpec } from '../components/admin-users-list-spec';
import { CreateUserModal } from '../components/create-user-modal';

/**
 * /admin/users (part 2 §2): every portal user, searched, filtered by group (Admin or User),
 * sorted and exported; a row opens the user. Without can-view-users: 'Not Allowed'.
 */
export function AdminUsersPage() {
  return (
    <AdminPermissionGate permission="can-view-users">
      <Stack gap="lg">
        <PageTitle title={pageTitle('Users')} />
        <Title order={1} fz="h2">
          Users
        </Title>
        <AdminUsersList />
      </Stack>
    </AdminPermissionGate>
  );
}

function AdminUsersList() {
  const list = useListState(adminUsersListSpec);
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const result = useListQuery(list, {
    queryKey: (pageKey) => adminUserKeys.list(pageKey),
    fetchPage: (query, signal) => getAdminUsers(query, signal),
  });
  const newUser = (
    <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
      New user
    </Button>
  );
  return (
    <>
      <ListSection
        spec={adminUsersListSpec}
        list={list}
        result={result}
        rowHref={(user) => paths.admin.users.detail.href(user.id)}
        firstUseAction={newUser}
        toolbarAction={newUser}
        searchLabel="Search users"
        searchPlaceholder="Name, e-mail or phone"
        exportTarget={{ route: routes.getAdminUsers }}
      />
      <CreateUserModal
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(user) => {
          setCreating(false);
          navigate(paths.admin.users.detail.href(user.id));
        }}
      />
    </>
  );
}
