import { Paper, Stack, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { AdminPermissionGate } from '../../../shared/account/admin-permission-gate';
import { ToolsFrame } from '../../../shared/admin-tools/tools-frame';
import { BackLink } from '../../../shared/detail-page/detail-page-parts';
import { notify } from '../../../shared/notifications/notify';
import { PageTitle, pageTitle } from '../../../shared/page-title/page-title';
import { useCreateCta } from '../api/save-cta';
import { CtaForm } from '../components/cta-form';

/**
 * /admin/tools/ctas/create: the campaign form; once created, its page opens to assign it.
 */
export function CtaCreatePage() {
  const navigate = useNavigate();
  const create = useCreateCta();
  const back = paths.admin.tools.ctas.href();
  return (
    <AdminPermissionGate permission="can-manage-ctas">
      <PageTitle title={pageTitle('New call to action')} />
      <ToolsFrame current="ctas">
        <Stack gap="lg">
          <BackLink to={back} label="Calls to action" />
          <Title order={1} fz="h2">
            New call to action
          </Title>
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} maw={860}>
            <CtaForm
              submitLabel="Create call to action"
              onCancel={() => navigate(back)}
              onSubmit={async (body, { idempotencyKey }) => {
                const created = await create.mutateAsync({ ...body, idempotencyKey });
                notify({
                  level: 'success',
                  title: 'Call to action created',
                  message: `${created.title}: assign it to merchants now.`,
                });
                navigate(paths.admin.tools.ctaEdit.href(created.id));
              }}
            />
          </Paper>
        </Stack>
      </ToolsFrame>
    </AdminPermissionGate>
  );
}
