import { useEffect } from 'react';
import { useParams } from 'react-router';
import { selectMerchantAccount } from '../../../shared/account/select-merchant';
import { AccountNotFound } from '../../../shared/components/page-state';
import { useAccountStore } from '../../../shared/stores/account-store';
import { useFilterStore } from '../../../shared/stores/filter-store';
import { TransactionsScreen } from '../components/transactions-screen';
import { routeScope } from '../utils/route-scope';

/**
 * /transaction-detail/:accountId: one account's transactions, or every account's with
 * `all`. The account in the path becomes the current one.
 */
export function TransactionsPage() {
  const { accountId } = useParams();
  const data = useAccountStore((state) => state.data);
  const selectedId = useAccountStore((state) => state.selectedMerchantAccountId);
  const setActiveAccountId = useFilterStore((state) => state.setActiveAccountId);
  const setActiveReport = useFilterStore((state) => state.setActiveReport);
  const scope = routeScope(accountId, data);
  const owned = typeof scope === 'number' && data?.merchants.some((m) => m.id === scope);

  useEffect(() => {
    if (scope === undefined) return;
    setActiveReport('transactions');
    if (typeof scope !== 'number') return;
    if (owned && selectedId !== scope) selectMerchantAccount(scope);
    setActiveAccountId(scope);
  }, [scope, owned, selectedId, setActiveAccountId, setActiveReport]);

  if (scope === undefined) return <AccountNotFound heading="Transactions" />;
  return <TransactionsScreen key={String(scope)} scope={scope} />;
}
