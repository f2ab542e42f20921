import { SimpleGrid } from '@mantine/core';
import type { Profile } from '@paydesk/domain/profile';
import { PhoneField } from '../../../shared/form-fields/phone-field';
import { PersonNameFields } from '../../../shared/form-fields/text-fields';
import { SchemaFormWithActions } from '../../../shared/forms/form-modal';
import { useSchemaForm } from '../../../shared/forms/use-schema-form';
import { notify } from '../../../shared/notifications/notify';
import { useUpdateProfile } from '../api/profile-api';

const schema = async () => (await import('@paydesk/domain/profile')).updateAccountInfoSchema;

/** Name and phones (POST /users/info), in the Edit profile dialog. */
export function ProfileForm({ profile, onDone }: { profile: Profile; onDone: () => void }) {
  const update = useUpdateProfile();
  const form = useSchemaForm({
    schema,
    initialValues: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      primaryPhone: profile.primaryPhone ?? '',
      mobilePhone: profile.mobilePhone ?? '',
    },
  });
  return (
    <SchemaFormWithActions
      form={form}
      errorTitle="Your profile could not be saved"
      submitLabel="Save changes"
      onCancel={onDone}
      onSubmit={async (body, { idempotencyKey }) => {
        await update.mutateAsync({ body, idempotencyKey });
        notify({ level: 'success', title: 'Saved', message: 'Your profile was updated.' });
        onDone();
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        <PersonNameFields first={form.field('firstName')} last={form.field('lastName')} />
      </SimpleGrid>
      <PhoneField field={form.field('primaryPhone')} label="Primary phone" />
      <PhoneField
        field={form.field('mobilePhone')}
        label="Mobile phone"
        autoComplete="tel-national"
      />
    </SchemaFormWithActions>
  );
}
