import { SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import { createAdminUserSchema } from '@paydesk/domain/admin-users';
import { MERCHANT_PERMISSIONS } from '@paydesk/domain/merchant-permissions';
import { EmailField, TextField } from '../../../shared/form-fields/text-fields';
import { FieldPair } from '../../../shared/forms/field-pair';
import { FormModal, SchemaFormWithActions } from '../../../shared/forms/form-modal';
import { useSchemaForm } from '../../../shared/forms/use-schema-form';
import { notify } from '../../../shared/notifications/notify';
import { useCreateAdminUser } from '../api/admin-user-mutations';
import type { AdminUser } from '../api/admin-user-queries';
import { AdminKeySwitches } from './admin-key-switches';
import { MerchantPicker } from './merchant-picker';

export interface CreateUserModalProps {
  opened: boolean;
  onClose: () => void;
  onCreated: (user: AdminUser) => void;
}

interface CreateValues extends Record<string, unknown> {
  type: 'staff' | 'merchant';
  email: string;
  firstname: string;
  lastname: string;
  phone: string;
  merchantId: number | undefined;
  isMerchantAdmin: boolean;
  permissions: string[];
}

const EMPTY: CreateValues = {
  type: 'merchant',
  email: '',
  firstname: '',
  lastname: '',
  phone: '',
  merchantId: undefined,
  isMerchantAdmin: false,
  permissions: [],
};

/** New user: a staff user (the admin keys to start with) or a merchant user of one account. */
export function CreateUserModal({ opened, onClose, onCreated }: CreateUserModalProps) {
  return (
    <FormModal opened={opened} onClose={onClose} title="New user" size="lg">
      <CreateForm onClose={onClose} onCreated={onCreated} />
    </FormModal>
  );
}

function CreateForm({ onClose, onCreated }: Omit<CreateUserModalProps, 'opened'>) {
  const create = useCreateAdminUser();
  const form = useSchemaForm({ schema: createAdminUserSchema, initialValues: EMPTY });
  const values = form.form.getValues();
  const toggle = (slug: string, on: boolean) =>
    form.form.setFieldValue(
      'permissions',
      on ? [...values.permissions, slug] : values.permissions.filter((key) => key !== slug),
    );
  const merchantField = form.field('merchantId');
  return (
    <SchemaFormWithActions
      form={form}
      aria-label="New user"
      errorTitle="The user could not be created"
      onSubmit={async (data, { idempotencyKey }) => {
        const user = await create.mutateAsync({ ...data, idempotencyKey });
        notify({
          level: 'success',
          title: 'User created',
          message: `${user.email} was e-mailed a temporary password.`,
        });
        onCreated(user);
      }}
      submitLabel="Create and invite"
      onCancel={onClose}
    >
      <Stack gap={4}>
        <Text size="sm" fw={500} id="new-user-type">
          Type of user
        </Text>
        <SegmentedControl
          aria-labelledby="new-user-type"
          data={[
            { value: 'merchant', label: 'Merchant user' },
            { value: 'staff', label: 'Staff user' },
          ]}
          value={values.type}
          onChange={(type) => {
            form.form.setFieldValue('type', type as CreateValues['type']);
            form.form.setFieldValue('permissions', []);
          }}
        />
      </Stack>
      <EmailField
        field={form.field('email')}
        label="E-mail"
        required
        description="The user gets a temporary password by e-mail and chooses their own at the first sign-in."
      />
      <FieldPair>
        <TextField field={form.field('firstname')} label="First name" required maxLength={100} />
        <TextField field={form.field('lastname')} label="Last name" required maxLength={100} />
      </FieldPair>
      <TextField field={form.field('phone')} label="Phone" maxLength={30} />
      {values.type === 'merchant' ? (
        <>
          <MerchantPicker
            value={values.merchantId}
            onChange={(id) => form.form.setFieldValue('merchantId', id)}
            error={merchantField.error}
            onBlur={merchantField.onBlur}
          />
          <Switch
            {...form.field('isMerchantAdmin', { type: 'checkbox' })}
            label="Merchant admin"
            description="Manages the account's users, devices and details, and holds every permission."
          />
          {values.isMerchantAdmin ? null : (
            <Stack gap="xs" role="group" aria-label="Merchant permissions">
              <Text size="sm" fw={600}>
                Permissions
              </Text>
              {MERCHANT_PERMISSIONS.map((permission) => (
                <Switch
                  key={permission.slug}
                  label={permission.label}
                  description={permission.description}
                  checked={values.permissions.includes(permission.slug)}
                  onChange={(event) => toggle(permission.slug, event.currentTarget.checked)}
                />
              ))}
            </Stack>
          )}
        </>
      ) : (
        <AdminKeySwitches
          held={values.permissions}
          onToggle={toggle}
          label="Admin permissions"
          compact
        />
      )}
    </SchemaFormWithActions>
  );
}
