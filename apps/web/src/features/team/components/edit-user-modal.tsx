import { Alert, Button, Group, Stack, Switch, Text } from '@mantine/core';
import { MERCHANT_PERMISSIONS } from '@paydesk/domain/merchant-permissions';
import { type UpdateTeamUser, updateTeamUserSchema } from '@paydesk/domain/team';
import { useMemo, useState } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { FormModal, SchemaFormWithActions } from '../../../shared/forms/form-modal';
import { useSchemaForm } from '../../../shared/forms/use-schema-form';
import { notify } from '../../../shared/notifications/notify';
import type { TeamUserRow } from '../api/get-team-users';
import { useRemoveTeamUser, useUpdateTeamUser } from '../api/save-team-user';

export interface EditUserModalProps {
  opened: boolean;
  onClose: () => void;
  merchantId: number;
  user: TeamUserRow;
  /** The user edits their own access or role. */
  isSelf: boolean;
}

interface AccessValues extends Record<string, unknown> {
  access: boolean;
  isAdmin: boolean;
  permissions: string[];
}

const valuesOf = (user: TeamUserRow): AccessValues => ({
  access: user.access === 1,
  isAdmin: user.isAdmin,
  permissions: user.isAdmin ? [] : [...user.permissions],
});

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((key) => b.includes(key));

/** Only what changed is sent (the server refuses an empty change). */
function changes(initial: AccessValues, values: AccessValues): UpdateTeamUser {
  const body: Record<string, unknown> = {};
  if (values.access !== initial.access) body.access = values.access ? 1 : 0;
  if (values.isAdmin !== initial.isAdmin) body.isAdmin = values.isAdmin;
  if (!values.isAdmin && !sameSet(values.permissions, initial.permissions)) {
    body.permissions = values.permissions;
  }
  return body as UpdateTeamUser;
}

/**
 * A user's access to the account, the merchant admin role and each permission (with what it
 * allows), and Remove from the account, asked first. Changes apply at the user's next request.
 */
export function EditUserModal({ opened, onClose, user, ...props }: EditUserModalProps) {
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={`${user.firstname} ${user.lastname}`}
      size="lg"
    >
      <EditUserForm user={user} onClose={onClose} {...props} />
    </FormModal>
  );
}

function EditUserForm({ merchantId, user, isSelf, onClose }: Omit<EditUserModalProps, 'opened'>) {
  const update = useUpdateTeamUser(merchantId, user.id);
  const initial = useMemo(() => valuesOf(user), [user]);
  const toInput = useMemo(() => (values: AccessValues) => changes(initial, values), [initial]);
  const form = useSchemaForm({ schema: updateTeamUserSchema, initialValues: initial, toInput });
  const values = form.form.getValues();
  const togglePermission = (slug: string, on: boolean) =>
    form.form.setFieldValue(
      'permissions',
      on ? [...values.permissions, slug] : values.permissions.filter((key) => key !== slug),
    );
  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        {user.email}
        {user.invited ? ' · invited, has not signed in yet' : ''}
      </Text>
      <SchemaFormWithActions
        form={form}
        aria-label={`Access of ${user.firstname} ${user.lastname}`}
        errorTitle="The changes could not be saved"
        onSubmit={async (body, { idempotencyKey }) => {
          await update.mutateAsync({ body, idempotencyKey });
          notify({
            level: 'success',
            title: 'User updated',
            message: `${user.email}: the changes apply from their next request.`,
          });
          onClose();
        }}
        submitLabel="Save changes"
        onCancel={onClose}
      >
        {isSelf ? (
          <Alert color="yellow" variant="light">
            This is you: taking away your own access or admin role takes effect at once.
          </Alert>
        ) : null}
        <Switch
          {...form.field('access', { type: 'checkbox' })}
          label="Access to this account"
          description="Off: the user stays listed but can no longer open the account."
        />
        <Switch
          {...form.field('isAdmin', { type: 'checkbox' })}
          label="Merchant admin"
          description="Manages this account's users, devices and details, and holds every permission."
        />
        <Stack gap="xs" role="group" aria-label="Permissions">
          <Text size="sm" fw={600}>
            Permissions
          </Text>
          {MERCHANT_PERMISSIONS.map((permission) => (
            <Switch
              key={permission.slug}
              label={permission.label}
              description={permission.description}
              checked={values.isAdmin || values.permissions.includes(permission.slug)}
              disabled={values.isAdmin}
              onChange={(event) => togglePermission(permission.slug, event.currentTarget.checked)}
            />
          ))}
        </Stack>
      </SchemaFormWithActions>
      <RemoveUser merchantId={merchantId} user={user} onRemoved={onClose} />
    </Stack>
  );
}

function RemoveUser({
  merchantId,
  user,
  onRemoved,
}: {
  merchantId: number;
  user: TeamUserRow;
  onRemoved: () => void;
}) {
  const remove = useRemoveTeamUser(merchantId, user.id);
  const [asking, setAsking] = useState(false);
  const refusal = isApiError(remove.error) ? remove.error.message : null;
  if (!asking) {
    return (
      <Group justify="flex-start">
        <Button variant="outline" color="red.9" onClick={() => setAsking(true)}>
          Remove from this account
        </Button>
      </Group>
    );
  }
  return (
    <Alert color="red" variant="light" title="Remove this user from the account?">
      <Stack gap="sm">
        <Text size="sm">
          {user.firstname} {user.lastname} will no longer see this account. Their sign-in and any
          other accounts stay as they are.
        </Text>
        {refusal ? (
          <Text size="sm" c="var(--mantine-color-error)" role="alert">
            {refusal}
          </Text>
        ) : null}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={() => setAsking(false)}>
            Keep
          </Button>
          <Button
            color="red.9"
            loading={remove.isPending}
            data-autofocus
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: () => {
                  notify({ level: 'success', title: 'User removed', message: user.email });
                  onRemoved();
                },
              })
            }
          >
            Remove
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
