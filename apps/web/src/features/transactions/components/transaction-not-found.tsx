import { IconReceiptOff } from '@tabler/icons-react';
import { useEffect } from 'react';
import { paths } from '../../../config/paths';
import { handleError } from '../../../shared/errors/handle-error';
import { NotFoundState } from './not-found-state';

/**
 * An unknown or foreign transaction: part 2 §8's notification ('Error finding transaction',
 * 'Unable to find transaction with IDs specified') and a way back to the list.
 */
export function TransactionNotFound({ accountId }: { accountId: number | undefined }) {
  useEffect(() => {
    handleError(new Error('Transaction not found'), { key: 'merchantFetchTransDetailError' });
  }, []);
  return (
    <NotFoundState
      heading="Transaction"
      title="Transaction not found"
      description="There is no transaction with this ID in this account, or it is not one of yours."
      backHref={
        accountId === undefined ? paths.dashboard.href() : paths.transactions.list.href(accountId)
      }
      backLabel={accountId === undefined ? 'Go to my dashboard' : 'Back to transactions'}
      icon={<IconReceiptOff aria-hidden="true" />}
    />
  );
}
