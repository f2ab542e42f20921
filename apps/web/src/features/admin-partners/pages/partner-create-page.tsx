import { Card, Stack, Text, Title } from '@mantine/core';
import { createPartnerSchema } from '@paydesk/domain/admin-partners';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { AdminPermissionGate } from '../../../shared/account/admin-permission-gate';
import { BackLink } from '../../../shared/detail-page/detail-page-parts';
import { SchemaFormWithActions } from '../../../shared/forms/form-modal';
import { useSchemaForm } from '../../../shared/forms/use-schema-form';
import { notify } from '../../../shared/notifications/notify';
import { PageTitle, pageTitle } from '../../../shared/page-title/page-title';
import { useCreatePartner } from '../api/save-partner';
import { EMPTY_PARTNER, PartnerFields } from '../components/partner-fields';

/** /admin/partners/create (part 2 §2): a new partner, then its profile. */
export function PartnerCreatePage() {
  return (
    <AdminPermissionGate permission="can-view-partners">
      <Stack gap="lg" maw={760}>
        <PageTitle title={pageTitle('New partner')} />
        <BackLink to={paths.admin.partners.list.href()} label="Partners" />
        <div>
          <Title order={1} fz="h2">
            New partner
          </Title>
          <Text size="sm" c="dimmed">
            The partner is active once created. Its tax ID is stored encrypted and shown masked.
          </Text>
        </div>
        <Card withBorder radius="lg" padding="lg">
          <CreatePartnerForm />
        </Card>
      </Stack>
    </AdminPermissionGate>
  );
}

function CreatePartnerForm() {
  const navigate = useNavigate();
  const create = useCreatePartner();
  const form = useSchemaForm({ schema: createPartnerSchema, initialValues: EMPTY_PARTNER });
  return (
    <SchemaFormWithActions
      form={form}
      aria-label="New partner"
      errorTitle="The partner could not be created"
      onSubmit={async (data, { idempotencyKey }) => {
        const saved = await create.mutateAsync({ ...data, idempotencyKey });
        notify({ level: 'success', title: 'Partner created', message: saved.name });
        navigate(paths.admin.partners.profile.href(saved.id));
      }}
      submitLabel="Create partner"
      onCancel={() => navigate(paths.admin.partners.list.href())}
    >
      <PartnerFields form={form} />
    </SchemaFormWithActions>
  );
}
