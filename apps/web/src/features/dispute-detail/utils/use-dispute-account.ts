import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { isAdminProfile } from '../../../shared/account/landing-path';
import { selectMerchantAccount } from '../../../shared/account/select-merchant';
import { useAccountStore } from '../../../shared/stores/account-store';
import { useFilterStore } from '../../../shared/stores/filter-store';

/** The query parameter naming the dispute's account (`?accountId=100001`). */
export const ACCOUNT_PARAM = 'accountId';

/**
 * The account of a dispute page, whose path names none: the `accountId` parameter when
 * present, else the selected account. An account that is not the user's gives none (the page
 * says so without calling: a merchant call for another account would end the session), except
 * for an admin; one of the user's becomes the current selection, as on every account page.
 */
export function useDisputeAccount(): number | undefined {
  const [params] = useSearchParams();
  const data = useAccountStore((state) => state.data);
  const selectedId = useAccountStore((state) => state.selectedMerchantAccountId);
  const setActiveAccountId = useFilterStore((state) => state.setActiveAccountId);
  const setActiveReport = useFilterStore((state) => state.setActiveReport);

  const raw = params.get(ACCOUNT_PARAM);
  const fromParam = raw !== null && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : undefined;
  const wanted = raw === null ? (selectedId ?? undefined) : fromParam;
  const owned = data?.merchants.find((merchant) => merchant.id === wanted);
  const allowed = wanted !== undefined && (owned !== undefined || isAdminProfile(data?.profile));

  useEffect(() => {
    if (!allowed || wanted === undefined) return;
    if (owned && selectedId !== wanted) selectMerchantAccount(wanted);
    setActiveAccountId(wanted);
    setActiveReport('disputes');
  }, [allowed, owned, wanted, selectedId, setActiveAccountId, setActiveReport]);

  return allowed ? wanted : undefined;
}
