import { Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { changeAdminUserEmailSchema, updateAdminUserInfoSchema } from '@paydesk/domain/admin-users';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { AdminPermissionGate } from '../../../shared/account/admin-permission-gate';
import { isApiError } from '../../../shared/api/api-error';
import { BackLink } from '../../../shared/detail-page/detail-page-parts';
import { LoadErrorAlert } from '../../../shared/errors/load-error-alert';
import { EmailField, TextField } from '../../../shared/form-fields/text-fields';
import { FieldPair } from '../../../shared/forms/field-pair';
import { SchemaFormWithActions } from '../../../shared/forms/form-modal';
import { useSchemaForm } from '../../../shared/forms/use-schema-form';
import { notify } from '../../../shared/notifications/notify';
import { PageTitle, pageTitle } from '../../../shared/page-title/page-title';
import { useChangeAdminUserEmail, useUpdateAdminUser } from '../api/admin-user-mutations';
import { type AdminUser, adminUserQueryOptions } from '../api/admin-user-queries';
import { fullName } from '../components/admin-users-list-spec';
import { UserNotFound, userIdParam } from './admin-user-page';

/** /admin/users/:id/edit/:type: `info` (names, phone) or `email` (the sign-in e-mail). */
export function AdminUserEditPage() {
  return (
    <AdminPermissionGate permission="can-view-users">
      <EditUser />
    </AdminPermissionGate>
  );
}

function EditUser() {
  const params = useParams();
  const id = userIdParam(params.id);
  const type = params.type === 'email' ? 'email' : params.type === 'info' ? 'info' : null;
  const user = useQuery({ ...adminUserQueryOptions(id), enabled: Number.isFinite(id) });
  const heading = type === 'email' ? 'Change e-mail' : 'Edit info';
  const back = <BackLink to={paths.admin.users.detail.href(id)} label="User" />;
  if (!type || !Number.isFinite(id) || (isApiError(user.error) && user.error.status === 404)) {
    return <UserNotFound />;
  }
  return (
    <Stack gap="lg" maw={640}>
      <PageTitle title={pageTitle(heading)} />
      {back}
      <Title order={1} fz="h2">
        {heading}
      </Title>
      {user.isError ? (
        <LoadErrorAlert
          title="The user could not be loaded"
          error={user.error}
          onRetry={() => user.refetch()}
        />
      ) : user.data ? (
        <Card withBorder radius="lg" padding="lg">
          <Text size="sm" c="dimmed" mb="md">
            {fullName(user.data)} · {user.data.email}
          </Text>
          {type === 'email' ? <EmailForm user={user.data} /> : <InfoForm user={user.data} />}
        </Card>
      ) : (
        <Skeleton h={260} radius="lg" aria-label="Loading the user" />
      )}
    </Stack>
  );
}

function InfoForm({ user }: { user: AdminUser }) {
  const save = useUpdateAdminUser(user.id);
  const navigate = useNavigate();
  const done = () => navigate(paths.admin.users.detail.href(user.id));
  const form = useSchemaForm({
    schema: updateAdminUserInfoSchema,
    initialValues: { firstname: user.firstname, lastname: user.lastname, phone: user.phone ?? '' },
  });
  return (
    <SchemaFormWithActions
      form={form}
      aria-label="Edit info"
      errorTitle="The changes could not be saved"
      onSubmit={async (data, { idempotencyKey }) => {
        await save.mutateAsync({ ...data, idempotencyKey });
        notify({ level: 'success', title: 'Saved', message: 'The user was updated.' });
        done();
      }}
      submitLabel="Save changes"
      onCancel={done}
    >
      <Stack gap="md">
        <FieldPair>
          <TextField field={form.field('firstname')} label="First name" required maxLength={100} />
          <TextField field={form.field('lastname')} label="Last name" required maxLength={100} />
        </FieldPair>
        <TextField field={form.field('phone')} label="Phone" maxLength={30} />
      </Stack>
    </SchemaFormWithActions>
  );
}

function EmailForm({ user }: { user: AdminUser }) {
  const save = useChangeAdminUserEmail(user.id);
  const navigate = useNavigate();
  const done = () => navigate(paths.admin.users.detail.href(user.id));
  const form = useSchemaForm({
    schema: changeAdminUserEmailSchema,
    initialValues: { newEmail: '' },
  });
  return (
    <SchemaFormWithActions
      form={form}
      aria-label="Change e-mail"
      errorTitle="The e-mail could not be changed"
      onSubmit={async (data, { idempotencyKey }) => {
        const changed = await save.mutateAsync({ ...data, idempotencyKey });
        notify({
          level: 'success',
          title: 'E-mail changed',
          message: `${changed.email} now signs in; ${user.email} was told.`,
        });
        done();
      }}
      submitLabel="Change e-mail"
      onCancel={done}
    >
      <Stack gap="md">
        <EmailField
          field={form.field('newEmail')}
          label="New e-mail"
          required
          description="The user signs in with it from now on: their sessions end and the old address gets a notice."
        />
      </Stack>
    </SchemaFormWithActions>
  );
}
