import { Button, EmptyState, Stack, Title } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { isAdminProfile } from '../../../shared/account/landing-path';
import { selectMerchantAccount } from '../../../shared/account/select-merchant';
import { useCurrentMerchant } from '../../../shared/hooks/use-current-merchant';
import { PageTitle, pageTitle } from '../../../shared/page-title/page-title';
import { useAccountStore } from '../../../shared/stores/account-store';
import { useFilterStore } from '../../../shared/stores/filter-store';
import { DashboardView } from './dashboard-view';

function NoDashboard({ title, description }: { title: string; description: string }) {
  return (
    <Stack gap="lg">
      <PageTitle title={pageTitle('Dashboard')} />
      <Title order={1} fz="h2">
        Dashboard
      </Title>
      <EmptyState
        py={64}
        px="md"
        bg="white"
        bdrs="lg"
        style={{ border: '1px solid var(--mantine-color-gray-2)' }}
        withIndicatorBackground
        icon={<IconBuildingStore aria-hidden="true" />}
        title={title}
        description={description}
      >
        <Button component={Link} to={paths.dashboard.href()} variant="light" mt="md">
          Go to my dashboard
        </Button>
      </EmptyState>
    </Stack>
  );
}

/**
 * /dashboard/:accountId (and / and /dashboard, which go to the current account's). The
 * account in the path is the one shown; it becomes the current selection.
 */
export function DashboardPage() {
  const params = useParams();
  const data = useAccountStore((state) => state.data);
  const selectedId = useAccountStore((state) => state.selectedMerchantAccountId);
  const setActiveAccountId = useFilterStore((state) => state.setActiveAccountId);
  const setActiveReport = useFilterStore((state) => state.setActiveReport);
  const current = useCurrentMerchant();

  const routeId = params.accountId === undefined ? undefined : Number(params.accountId);
  const validId = routeId !== undefined && Number.isSafeInteger(routeId) && routeId > 0;
  const owned = data?.merchants.find((merchant) => merchant.id === routeId);
  const allowed = validId && (owned !== undefined || isAdminProfile(data?.profile));

  useEffect(() => {
    if (!allowed || routeId === undefined) return;
    if (owned && selectedId !== routeId) selectMerchantAccount(routeId);
    setActiveAccountId(routeId);
    setActiveReport('dashboard');
  }, [allowed, owned, routeId, selectedId, setActiveAccountId, setActiveReport]);

  if (params.accountId === undefined) {
    if (current.id !== undefined) return <Navigate replace to={paths.dashboard.href(current.id)} />;
    return (
      <NoDashboard
        title="No merchant accounts yet"
        description="Once a merchant account is linked to your user, its dashboard shows here."
      />
    );
  }
  if (!allowed || routeId === undefined) {
    return (
      <NoDashboard
        title="Account not found"
        description="This merchant account does not exist or is not one of yours."
      />
    );
  }
  return <DashboardView key={routeId} merchantId={routeId} profileMerchant={owned} />;
}
