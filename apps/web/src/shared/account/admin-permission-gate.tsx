import { Stack, Title } from '@mantine/core';
import type { AdminPermissionKey } from '@paydesk/domain/permissions';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageLoader } from '../components/page-loader';
import { PageTitle, pageTitle } from '../page-title/page-title';
import { useAccountStore } from '../stores/account-store';
import { adminPermissionsQueryOptions } from './get-admin-roles';

/** Part 2 §8: what an admin page shows to an admin without its permission key. */
export const NOT_ALLOWED = 'Not Allowed';

/**
 * Whether the signed-in admin holds `key`: undefined while the keys are still on their way
 * (the session loads them without making the page wait, so a page opened directly asks too).
 */
export function useAdminPermission(key: AdminPermissionKey): boolean | undefined {
  const held = useAccountStore((state) => state.roles[key] === true);
  const roles = useQuery({ ...adminPermissionsQueryOptions(), enabled: !held });
  if (held) return true;
  if (roles.isPending) return undefined;
  return roles.data?.[key] === true;
}

/** An admin page that needs `permission` (part 2 §6): its content, or only 'Not Allowed'. */
export function AdminPermissionGate({
  permission,
  children,
}: {
  permission: AdminPermissionKey;
  children: ReactNode;
}) {
  const allowed = useAdminPermission(permission);
  if (allowed === undefined) return <PageLoader />;
  if (!allowed) {
    return (
      <Stack gap="lg">
        <PageTitle title={pageTitle(NOT_ALLOWED)} />
        <Title order={1} fz="h2">
          {NOT_ALLOWED}
        </Title>
      </Stack>
    );
  }
  return children;
}
