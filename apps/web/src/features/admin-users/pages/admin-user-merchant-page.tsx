import { Button, Card, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { MERCHANT_PERMISSIONS } from '@paydesk/domain/merchant-permissions';
import { IconUserMinus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { AdminPermissionGate } from '../../../shared/account/admin-permission-gate';
import { isApiError } from '../../../shared/api/api-error';
import { BackLink, DetailHeader } from '../../../shared/detail-page/detail-page-parts';
import { LoadErrorAlert } from '../../../shared/errors/load-error-alert';
import { notify } from '../../../shared/notifications/notify';
import { PageTitle, pageTitle } from '../../../shared/page-title/page-title';
import {
  type MerchantChange,
  useChangeUserMerchant,
  useUnassignFromMerchant,
} from '../api/admin-user-mutations';
import { adminUserQueryOptions, userMerchantAccessQueryOptions } from '../api/admin-user-queries';
import { fullName } from '../components/admin-users-list-spec';
import { ConfirmAction } from '../components/confirm-action';
import { failureText } from '../components/failure-text';
import { UserNotFound, userIdParam } from './admin-user-page';

/**
 * /admin/users/:id/m/:mid: the user's access, merchant admin role and permissions on one
 * merchant account, each a switch (optimistic, turned back on a refusal), and Unassign.
 */
export function AdminUserMerchantPage() {
  return (
    <AdminPermissionGate permission="can-view-users">
      <UserMerchant />
    </AdminPermissionGate>
  );
}

function UserMerchant() {
  const params = useParams();
  const id = userIdParam(params.id);
  const merchantId = userIdParam(params.mid);
  const valid = Number.isFinite(id) && Number.isFinite(merchantId);
  const user = useQuery({ ...adminUserQueryOptions(id), enabled: valid });
  const access = useQuery({ ...userMerchantAccessQueryOptions(id, merchantId), enabled: valid });
  const change = useChangeUserMerchant(id, merchantId);
  const unassign = useUnassignFromMerchant(id, merchantId);
  const [asking, setAsking] = useState(false);
  const navigate = useNavigate();
  const back = <BackLink to={paths.admin.users.detail.href(id)} label="User" />;
  if (!valid || (isApiError(user.error) && user.error.status === 404)) return <UserNotFound />;
  const failed = user.error ?? access.error;
  if (failed) {
    return (
      <Stack gap="lg">
        <PageTitle title={pageTitle('Merchant access')} />
        {back}
        <LoadErrorAlert
          title="The merchant access could not be loaded"
          error={failed}
          onRetry={() => {
            void user.refetch();
            void access.refetch();
          }}
        />
      </Stack>
    );
  }
  if (!user.data || !access.data) {
    return (
      <Stack gap="lg" aria-busy="true">
        <PageTitle title={pageTitle('Merchant access')} />
        {back}
        <Text role="status" size="sm" c="dimmed">
          Loading the merchant access…
        </Text>
        <Skeleton h={90} radius="lg" />
        <Skeleton h={240} radius="lg" />
      </Stack>
    );
  }
  const data = access.data;
  const send = (next: MerchantChange) =>
    change.mutate(next, {
      onError: (error) =>
        notify({
          level: 'error',
          title: 'The access could not be changed',
          message: failureText(error),
        }),
    });
  const closeUnassign = () => {
    unassign.reset();
    setAsking(false);
  };
  return (
    <Stack gap="lg">
      <PageTitle title={pageTitle(`${fullName(user.data)} · ${data.businessCommonName}`)} />
      {back}
      <DetailHeader
        eyebrow={`${fullName(user.data)} · ${user.data.email}`}
        title={`${data.businessCommonName} (${data.merchantId})`}
        actions={
          <Button
            variant="outline"
            color="red.9"
            leftSection={<IconUserMinus size={16} aria-hidden />}
            onClick={() => setAsking(true)}
          >
            Unassign
          </Button>
        }
      />
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="md">
          <Title order={2} fz="h4">
            Access
          </Title>
          <Switch
            label="Access to this account"
            description="Without access the user still shows on the account but cannot open it."
            checked={data.access === 1}
            onChange={(event) => send({ access: event.currentTarget.checked ? 1 : 0 })}
          />
          <Switch
            label="Merchant admin"
            description="Manages the account's users, devices and details, and holds every permission."
            checked={data.isAdmin}
            onChange={(event) => send({ isAdmin: event.currentTarget.checked })}
          />
        </Stack>
      </Card>
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="md" role="group" aria-label="Merchant permissions">
          <div>
            <Title order={2} fz="h4">
              Permissions
            </Title>
            <Text size="sm" c="dimmed">
              {data.isAdmin
                ? 'A merchant admin holds every permission.'
                : "A change takes effect on the user's next request."}
            </Text>
          </div>
          {MERCHANT_PERMISSIONS.map((permission) => (
            <Switch
              key={permission.slug}
              label={permission.label}
              description={permission.description}
              checked={data.permissions.find((p) => p.slug === permission.slug)?.enabled ?? false}
              disabled={data.isAdmin}
              onChange={(event) =>
                send({ key: permission.slug, grant: event.currentTarget.checked })
              }
            />
          ))}
        </Stack>
      </Card>
      <ConfirmAction
        opened={asking}
        title="Unassign user"
        confirmLabel="Unassign"
        danger
        pending={unassign.isPending}
        error={unassign.error}
        errorTitle="The user could not be unassigned"
        onConfirm={() =>
          unassign.mutate(undefined, {
            onSuccess: () => {
              notify({
                level: 'success',
                title: 'Done',
                message: `${user.data.email} was unassigned from ${data.businessCommonName}.`,
              });
              closeUnassign();
              navigate(paths.admin.users.detail.href(id));
            },
          })
        }
        onClose={closeUnassign}
      >
        Unassign {fullName(user.data)} ({user.data.email}) from {data.businessCommonName}? They lose
        access to this merchant account; their sign-in and other accounts stay.
      </ConfirmAction>
    </Stack>
  );
}
