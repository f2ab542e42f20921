import { Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconUserQuestion } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { AdminPermissionGate } from '../../../shared/account/admin-permission-gate';
import { isApiError } from '../../../shared/api/api-error';
import { PageState } from '../../../shared/components/page-state';
import { BackLink, DetailHeader } from '../../../shared/detail-page/detail-page-parts';
import { LoadErrorAlert } from '../../../shared/errors/load-error-alert';
import { formatShortDate } from '../../../shared/format/dates';
import { PageTitle, pageTitle } from '../../../shared/page-title/page-title';
import { useAccountStore } from '../../../shared/stores/account-store';
import { adminUserQueryOptions } from '../api/admin-user-queries';
import { EnabledBadge, fullName, GroupBadge } from '../components/admin-users-list-spec';
import { MerchantAccountsPanel } from '../components/merchant-accounts-panel';
import { PermissionsPanel, RolePanel, TwoFactorPanel } from '../components/staff-panels';
import { UserActions } from '../components/user-actions';

/** The user id of the path, or NaN. */
export const userIdParam = (value: string | undefined) =>
  value && /^\d{1,10}$/.test(value) ? Number(value) : Number.NaN;

export function UserNotFound() {
  return (
    <PageState
      heading="User"
      before={<BackLink to={paths.admin.users.list.href()} label="Users" />}
      icon={<IconUserQuestion aria-hidden />}
      title="User not found"
      description="This user does not exist, or was deleted."
      action={{ href: paths.admin.users.list.href(), label: 'Back to users' }}
    />
  );
}

/**
 * /admin/users/:id (part 2 §2): the user's header and actions; for staff their role, every
 * admin key with a switch and their two-factor status; for a merchant user their accounts.
 */
export function AdminUserPage() {
  return (
    <AdminPermissionGate permission="can-view-users">
      <AdminUser />
    </AdminPermissionGate>
  );
}

function AdminUser() {
  const id = userIdParam(useParams().id);
  const user = useQuery({ ...adminUserQueryOptions(id), enabled: Number.isFinite(id) });
  const selfEmail = useAccountStore((state) => state.data?.profile.email);
  const back = <BackLink to={paths.admin.users.list.href()} label="Users" />;
  if (!Number.isFinite(id) || (isApiError(user.error) && user.error.status === 404)) {
    return <UserNotFound />;
  }
  if (user.isError) {
    return (
      <Stack gap="lg">
        <PageTitle title={pageTitle('User')} />
        {back}
        <LoadErrorAlert
          title="The user could not be loaded"
          error={user.error}
          onRetry={() => user.refetch()}
        />
      </Stack>
    );
  }
  if (!user.data) {
    return (
      <Stack gap="lg" aria-busy="true">
        <PageTitle title={pageTitle('User')} />
        {back}
        <Text role="status" size="sm" c="dimmed">
          Loading the user…
        </Text>
        <Skeleton h={110} radius="lg" />
        <Skeleton h={300} radius="lg" />
      </Stack>
    );
  }
  const data = user.data;
  const self = selfEmail === data.email;
  return (
    <Stack gap="lg">
      <PageTitle title={pageTitle(fullName(data))} />
      {back}
      <DetailHeader
        eyebrow={data.isStaff ? 'Staff user' : 'Merchant user'}
        title={fullName(data)}
        titleAside={
          <Group gap="xs">
            <GroupBadge group={data.group} />
            <EnabledBadge enabled={data.enabled} />
          </Group>
        }
        actions={<UserActions user={data} self={self} />}
      >
        <Stack gap={2} mt={4}>
          <Text size="sm">{data.email}</Text>
          <Text size="sm" c="dimmed">
            {data.phone ? `${data.phone} · ` : ''}
            {data.lastLogin ? `Last login ${formatShortDate(data.lastLogin)}` : 'Never signed in'}
            {data.invited ? ' · Invited: the first sign-in sets a password' : ''}
          </Text>
        </Stack>
      </DetailHeader>
      <RolePanel user={data} self={self} />
      {data.isStaff ? (
        <>
          <PermissionsPanel user={data} self={self} />
          <TwoFactorPanel user={data} self={self} />
        </>
      ) : (
        <MerchantAccountsPanel user={data} />
      )}
    </Stack>
  );
}
