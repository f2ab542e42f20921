import { Button, Stack, Title } from '@mantine/core';
import * as routes from '@paydesk/domain/routes/admin-partners';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { AdminPermissionGate } from '../../../shared/account/admin-permission-gate';
import { ListSection } from '../../../shared/data-table/list-section';
import { useListQuery } from '../../../shared/list-state/use-list-query';
import { useListState } from '../../../shared/list-state/use-list-state';
import { PageTitle, pageTitle } from '../../../shared/page-title/page-title';
import { getPartners } from '../api/get-partners';
import { partnerKeys } from '../api/partner-keys';
import { partnersListSpec } from '../components/partners-list-spec';

/**
 * /admin/partners (part 2 §2): every partner, searched, filtered by status, sorted and
 * exported; a row opens the partner's profile. Without can-view-partners: 'Not Allowed'.
 */
export function PartnersPage() {
  return (
    <AdminPermissionGate permission="can-view-partners">
      <Stack gap="lg">
        <PageTitle title={pageTitle('Partners')} />
        <Title order={1} fz="h2">
          Partners
        </Title>
        <PartnersList />
      </Stack>
    </AdminPermissionGate>
  );
}

function NewPartnerButton() {
  return (
    <Button
      component={Link}
      to={paths.admin.partners.create.href()}
      leftSection={<IconPlus size={16} aria-hidden />}
    >
      New partner
    </Button>
  );
}

function PartnersList() {
  const list = useListState(partnersListSpec);
  const result = useListQuery(list, {
    queryKey: (pageKey) => partnerKeys.list(pageKey),
    fetchPage: (query, signal) => getPartners(query, signal),
  });
  return (
    <ListSection
      spec={partnersListSpec}
      list={list}
      result={result}
      rowHref={(partner) => paths.admin.partners.profile.href(partner.id)}
      firstUseAction={<NewPartnerButton />}
      toolbarAction={<NewPartnerButton />}
      searchLabel="Search partners"
      searchPlaceholder="Name, e-mail or ID"
      exportTarget={{ route: routes.getPartners }}
    />
  );
}
