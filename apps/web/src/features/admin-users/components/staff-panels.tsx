import { Badge, Button, Card, Group, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { ADMIN_ROLES, type AdminPermissionKey } from '@paydesk/domain/permissions';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadErrorAlert } from '../../../shared/errors/load-error-alert';
import { formatShortDate } from '../../../shared/format/dates';
import { notify } from '../../../shared/notifications/notify';
import { useSetUserPermission, useSetUserRole, useUserAction } from '../api/admin-user-mutations';
import {
  type AdminUser,
  adminUserPermissionsQueryOptions,
  adminUserRolesQueryOptions,
} from '../api/admin-user-queries';
import { AdminKeySwitches } from './admin-key-switches';
import { ConfirmAction } from './confirm-action';
import { failureText } from './failure-text';

const refused = (title: string) => (error: unknown) =>
  notify({ level: 'error', title, message: failureText(error) });

/** Role: Admin (staff) and User, each a switch. */
export function RolePanel({ user, self }: { user: AdminUser; self: boolean }) {
  const roles = useQuery(adminUserRolesQueryOptions(user.id));
  const setRole = useSetUserRole(user.id);
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          Role
        </Title>
        {roles.isError ? (
          <LoadErrorAlert
            title="The roles could not be loaded"
            error={roles.error}
            onRetry={() => roles.refetch()}
          />
        ) : null}
        {roles.data ? (
          <Group gap="xl" role="group" aria-label="Roles">
            {ADMIN_ROLES.map((role) => {
              const held = roles.data.data.find((r) => r.name === role.name)?.enabled ?? false;
              const locked = self && role.name === 'mp_admin';
              return (
                <Switch
                  key={role.name}
                  label={`${role.label} (${role.name})`}
                  description={locked ? 'You cannot remove your own Admin role.' : undefined}
                  checked={held}
                  disabled={locked || setRole.isPending}
                  onChange={(event) =>
                    setRole.mutate(
                      { role: role.name, grant: event.currentTarget.checked },
                      { onError: refused('The role could not be changed') },
                    )
                  }
                />
              );
            })}
          </Group>
        ) : roles.isPending ? (
          <Skeleton h={36} />
        ) : null}
      </Stack>
    </Card>
  );
}

/** Every admin key with a switch: optimistic, turned back when the server refuses. */
export function PermissionsPanel({ user, self }: { user: AdminUser; self: boolean }) {
  const permissions = useQuery(adminUserPermissionsQueryOptions(user.id));
  const setPermission = useSetUserPermission(user.id);
  const held = (permissions.data?.data ?? []).filter((p) => p.enabled).map((p) => p.slug);
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="md">
        <div>
          <Title order={2} fz="h4">
            Permissions
          </Title>
          <Text size="sm" c="dimmed">
            A change takes effect on the user's next request.
          </Text>
        </div>
        {permissions.isError ? (
          <LoadErrorAlert
            title="The permissions could not be loaded"
            error={permissions.error}
            onRetry={() => permissions.refetch()}
          />
        ) : null}
        {permissions.data ? (
          <AdminKeySwitches
            label="Admin permissions"
            held={held}
            locked={(key: AdminPermissionKey) =>
              self && key === 'can-view-users'
                ? 'You cannot revoke your own can-view-users permission.'
                : null
            }
            onToggle={(slug, enabled) =>
              setPermission.mutate(
                { slug, enabled },
                { onError: refused('The permission could not be changed') },
              )
            }
          />
        ) : permissions.isPending ? (
          <Skeleton h={240} />
        ) : null}
      </Stack>
    </Card>
  );
}

/** Two-factor sign-in: enrolled or not, and a reset (with confirmation). */
export function TwoFactorPanel({ user, self }: { user: AdminUser; self: boolean }) {
  const [asking, setAsking] = useState(false);
  const reset = useUserAction(user.id);
  const close = () => {
    reset.reset();
    setAsking(false);
  };
  const { enrolled, confirmedAt } = user.twoFactor;
  return (
    <Card withBorder radius="lg" padding="lg">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <Title order={2} fz="h4">
            Two-factor sign-in
          </Title>
          <Group gap="xs">
            <Badge variant="light" color={enrolled ? 'teal' : 'gray'} radius="sm">
              {enrolled ? 'Enrolled' : 'Not enrolled'}
            </Badge>
            {confirmedAt ? (
              <Text size="sm" c="dimmed">
                since {formatShortDate(confirmedAt)}
              </Text>
            ) : null}
          </Group>
        </Stack>
        <Button
          variant="default"
          onClick={() => setAsking(true)}
          disabled={!enrolled || self}
          title={self ? 'Another admin must reset your two-factor sign-in.' : undefined}
        >
          Reset two-factor
        </Button>
      </Group>
      <ConfirmAction
        opened={asking}
        title="Reset two-factor"
        confirmLabel="Reset two-factor"
        danger
        pending={reset.isPending}
        error={reset.error}
        errorTitle="Two-factor sign-in could not be reset"
        onConfirm={() =>
          reset.mutate('reset-two-factor', {
            onSuccess: () => {
              notify({
                level: 'success',
                title: 'Done',
                message: 'Two-factor sign-in was reset; the user enrols again at the next sign-in.',
              });
              close();
            },
          })
        }
        onClose={close}
      >
        Reset the two-factor sign-in of {user.email}? Their enrolment and recovery codes are removed
        and every session of theirs ends.
      </ConfirmAction>
    </Card>
  );
}
