import { Button, Stack, Title } from '@mantine/core';
import * as routes from '@paydesk/domain/routes/admin-rates';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { AdminPermissionGate } from '../../../shared/account/admin-permission-gate';
import { ListSection } from '../../../shared/data-table/list-section';
import { useListQuery } from '../../../shared/list-state/use-list-query';
import { useListState } from '../../../shared/list-state/use-list-state';
import { PageTitle, pageTitle } from '../../../shared/page-title/page-title';
import { getRates } from '../api/get-rates';
import { rateKeys } from '../api/rate-keys';
import { RateFormModal } from '../components/rate-form-modal';
import { ratesListSpec } from '../components/rates-list-spec';

const NEW_RATE_DIALOG = 'new-rate';

/**
 * /admin/rates (part 2 §2, §7): every rate plan, searched by name, filtered by processor and
 * kind, sorted (id, then name by default), exported; 'New rate' opens the create form (its
 * dialog in the URL). A row opens the rate's profile. Without can-view-rates: 'Not Allowed'.
 */
export function RatesPage() {
  return (
    <AdminPermissionGate permission="can-view-rates">
      <Stack gap="lg">
        <PageTitle title={pageTitle('Rates')} />
        <Title order={1} fz="h2">
          Rates
        </Title>
        <RatesList />
      </Stack>
    </AdminPermissionGate>
  );
}

function RatesList() {
  const navigate = useNavigate();
  const list = useListState(ratesListSpec);
  const result = useListQuery(list, {
    queryKey: (pageKey) => rateKeys.list(pageKey),
    fetchPage: (query, signal) => getRates(query, signal),
  });
  const newRate = (
    <Button
      leftSection={<IconPlus size={16} aria-hidden />}
      onClick={() => list.openDialog(NEW_RATE_DIALOG)}
    >
      New rate
    </Button>
  );
  return (
    <>
      <ListSection
        spec={ratesListSpec}
        list={list}
        result={result}
        rowHref={(rate) => paths.admin.rates.profile.href(rate.id)}
        firstUseAction={newRate}
        toolbarAction={newRate}
        searchLabel="Search rates"
        searchPlaceholder="Rate name or ID"
        exportTarget={{ route: routes.getRates }}
      />
      <RateFormModal
        opened={list.dialog === NEW_RATE_DIALOG}
        onClose={list.closeDialog}
        onSaved={(rate) => navigate(paths.admin.rates.profile.href(rate.id))}
      />
    </>
  );
}
