import { Stack, Switch, Text } from '@mantine/core';
import { MERCHANT_PERMISSIONS } from '@paydesk/domain/merchant-permissions';
import { inviteTeamUserSchema } from '@paydesk/domain/team';
import { EmailField, TextField } from '../../../shared/form-fields/text-fields';
import { FieldPair } from '../../../shared/forms/field-pair';
import { FormModal, SchemaFormWithActions } from '../../../shared/forms/form-modal';
import { useSchemaForm } from '../../../shared/forms/use-schema-form';
import { notify } from '../../../shared/notifications/notify';
import type { TeamUserRow } from '../api/get-team-users';
import { useInviteTeamUser } from '../api/save-team-user';

export interface InviteUserModalProps {
  opened: boolean;
  onClose: () => void;
  merchantId: number;
  onInvited: (user: TeamUserRow) => void;
}

interface InviteValues extends Record<string, unknown> {
  email: string;
  firstname: string;
  lastname: string;
  isAdmin: boolean;
  permissions: string[];
}

const EMPTY: InviteValues = {
  email: '',
  firstname: '',
  lastname: '',
  isAdmin: false,
  permissions: [],
};

/** Invite user: by e-mail, with the admin role or the permissions to start with. */
export function InviteUserModal({ opened, onClose, ...props }: InviteUserModalProps) {
  return (
    <FormModal opened={opened} onClose={onClose} title="Invite a user" size="lg">
      <InviteForm onClose={onClose} {...props} />
    </FormModal>
  );
}

function InviteForm({ merchantId, onClose, onInvited }: Omit<InviteUserModalProps, 'opened'>) {
  const invite = useInviteTeamUser(merchantId);
  const form = useSchemaForm({ schema: inviteTeamUserSchema, initialValues: EMPTY });
  const values = form.form.getValues();
  const togglePermission = (slug: string, on: boolean) =>
    form.form.setFieldValue(
      'permissions',
      on ? [...values.permissions, slug] : values.permissions.filter((key) => key !== slug),
    );
  return (
    <SchemaFormWithActions
      form={form}
      aria-label="Invite a user"
      errorTitle="The user could not be invited"
      onSubmit={async (data, { idempotencyKey }) => {
        const user = await invite.mutateAsync({ ...data, idempotencyKey });
        notify({
          level: 'success',
          title: 'User invited',
          message: user.invited
            ? `${user.email} was e-mailed a temporary password.`
            : `${user.email} can now open this account.`,
        });
        onInvited(user);
      }}
      submitLabel="Send invitation"
      onCancel={onClose}
    >
      <EmailField
        field={form.field('email')}
        label="E-mail"
        required
        description="A new user gets a temporary password by e-mail and chooses their own at the first sign-in."
      />
      <FieldPair>
        <TextField field={form.field('firstname')} label="First name" required maxLength={50} />
        <TextField field={form.field('lastname')} label="Last name" required maxLength={50} />
      </FieldPair>
      <Stack gap="sm">
        <Switch
          {...form.field('isAdmin', { type: 'checkbox' })}
          label="Merchant admin"
          description="Manages this account's users, devices and details, and holds every permission."
        />
        {values.isAdmin ? null : (
          <Stack gap="xs" role="group" aria-label="Permissions">
            <Text size="sm" fw={600}>
              Permissions
            </Text>
            {MERCHANT_PERMISSIONS.map((permission) => (
              <Switch
                key={permission.slug}
                label={permission.label}
                description={permission.description}
                checked={values.permissions.includes(permission.slug)}
                onChange={(event) => togglePermission(permission.slug, event.currentTarget.checked)}
              />
            ))}
          </Stack>
        )}
      </Stack>
    </SchemaFormWithActions>
  );
}
