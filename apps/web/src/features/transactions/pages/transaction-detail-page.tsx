import { useParams } from 'react-router';
import { useAccountStore } from '../../../shared/stores/account-store';
import { TransactionDetailView } from '../components/transaction-detail-view';
import { TransactionNotFound } from '../components/transaction-not-found';
import { routeScope, routeTransactionId } from '../utils/route-scope';

/** /transaction-detail/:accountId/:transactionId. */
export function TransactionDetailPage() {
  const params = useParams();
  const data = useAccountStore((state) => state.data);
  const scope = routeScope(params.accountId, data);
  const transactionId = routeTransactionId(params.transactionId);
  const accountId = typeof scope === 'number' ? scope : undefined;
  // An account that is not the user's is never asked for (a 403 would end the session).
  if (accountId === undefined || transactionId === undefined) {
    return <TransactionNotFound accountId={accountId} />;
  }
  return (
    <TransactionDetailView
      key={`${accountId}/${transactionId}`}
      merchantId={accountId}
      transactionId={transactionId}
    />
  );
}
