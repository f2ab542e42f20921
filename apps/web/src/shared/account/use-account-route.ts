import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useAccountStore } from '../stores/account-store';
import { useFilterStore } from '../stores/filter-store';
import { isAdminProfile } from './landing-path';
import { selectMerchantAccount } from './select-merchant';

export interface AccountRoute {
  /** The path's account when the user may see it (theirs, or any for an admin). */
  merchantId: number | undefined;
  /** The user's accounts, for the account selector. */
  merchants: readonly { id: number; businessCommonName: string }[];
}

/**
 * The `:accountId` (or another `param`: the Team screen's `:mid`) of an account's page (payouts, disputes). An id that is not one of the user's gives no account
 * (the page says so without calling: a merchant call for another account would end the
 * session); one of theirs becomes the current selection (part 1 §2).
 */
export function useAccountRoute(report: string, param = 'accountId'): AccountRoute {
  const params = useParams();
  const data = useAccountStore((state) => state.data);
  const selectedId = useAccountStore((state) => state.selectedMerchantAccountId);
  const setActiveAccountId = useFilterStore((state) => state.setActiveAccountId);
  const setActiveReport = useFilterStore((state) => state.setActiveReport);

  const raw = params[param] ?? '';
  const routeId = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : undefined;
  const owned = data?.merchants.find((merchant) => merchant.id === routeId);
  const allowed = routeId !== undefined && (owned !== undefined || isAdminProfile(data?.profile));

  useEffect(() => {
    if (!allowed || routeId === undefined) return;
    if (owned && selectedId !== routeId) selectMerchantAccount(routeId);
    setActiveAccountId(routeId);
    setActiveReport(report);
  }, [allowed, owned, routeId, selectedId, setActiveAccountId, setActiveReport, report]);

  return { merchantId: allowed ? routeId : undefined, merchants: data?.merchants ?? [] };
}
