import { Button, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { AdminPermissionGate } from '../../../shared/account/admin-permission-gate';
import { ToolsFrame } from '../../../shared/admin-tools/tools-frame';
import { isFirstUse, ListBody } from '../../../shared/data-table/list-body';
import { ListToolbar } from '../../../shared/data-table/list-toolbar';
import { useListQuery } from '../../../shared/list-state/use-list-query';
import { useListState } from '../../../shared/list-state/use-list-state';
import { PageTitle, pageTitle } from '../../../shared/page-title/page-title';
import { ctaKeys } from '../api/cta-keys';
import { getCtas } from '../api/get-ctas';
import { ctasListSpec } from '../components/ctas-list-spec';

/**
 * /admin/tools/ctas (part 2 §2 "Admin tools", §3 "Call to action (admin)"; can-manage-ctas):
 * the live campaigns with their assigned, completed and outstanding counts, searched by title;
 * a row opens the campaign page, 'New call to action' the form.
 */
export function CtasPage() {
  return (
    <AdminPermissionGate permission="can-manage-ctas">
      <PageTitle title={pageTitle('Call to Action Manager')} />
      <ToolsFrame current="ctas">
        <Stack gap="lg">
          <Title order={1} fz="h2">
            Call to Action Manager
          </Title>
          <Text size="sm" c="dimmed" maw={720}>
            Ask merchants for business or identity details and documents. Assign a call to action to
            merchants one by one, by filter or from a CSV file; each merchant’s users are e-mailed
            and see the form when they open the account.
          </Text>
          <CtasList />
        </Stack>
      </ToolsFrame>
    </AdminPermissionGate>
  );
}

function CtasList() {
  const list = useListState(ctasListSpec);
  const result = useListQuery(list, {
    queryKey: (pageKey) => ctaKeys.list(pageKey),
    fetchPage: (query, signal) => getCtas(query, signal),
  });
  const create = (
    <Button
      component={Link}
      to={paths.admin.tools.ctaCreate.href()}
      leftSection={<IconPlus size={16} aria-hidden />}
    >
      New call to action
    </Button>
  );
  return (
    <Stack gap="sm">
      <ListToolbar
        list={list}
        searchLabel="Search calls to action"
        searchPlaceholder="Search by title"
        total={result.meta?.totalRecords}
        onRefresh={result.refresh}
        actions={isFirstUse(list, result) ? null : create}
      />
      <ListBody
        spec={ctasListSpec}
        list={list}
        result={result}
        rowHref={(row) => paths.admin.tools.ctaEdit.href(row.id)}
        firstUseAction={create}
      />
    </Stack>
  );
}
