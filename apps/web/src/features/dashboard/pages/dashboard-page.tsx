import { IconBuildingStore } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { isAdminProfile } from '../../../shared/account/landing-path';
import { selectMerchantAccount } from '../../../shared/account/select-merchant';
import { AccountNotFound, PageState } from '../../../shared/components/page-state';
import { useCurrentMerchant } from '../../../shared/hooks/use-current-merchant';
import { useAccountStore } from '../../../shared/stores/account-store';
import { useFilterStore } from '../../../shared/stores/filter-store';
import { DashboardView } from './dashboard-view';

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
      <PageState
        heading="Dashboard"
        icon={<IconBuildingStore aria-hidden="true" />}
        title="No merchant accounts yet"
        description="Once a merchant account is linked to your user, its dashboard shows here."
        action={{ href: paths.dashboard.href(), label: 'Go to my dashboard' }}
      />
    );
  }
  if (!allowed || routeId === undefined) {
    return <AccountNotFound heading="Dashboard" />;
  }
  return <DashboardView key={routeId} merchantId={routeId} profileMerchant={owned} />;
}
