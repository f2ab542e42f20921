import { IconReceiptOff } from '@tabler/icons-react';
import { useEffect } from 'react';
import { paths } from '../../../config/paths';
import { PageState } from '../../../shared/components/page-state';
import { handleError } from '../../../shared/errors/handle-error';

/**
 * An unknown or foreign transaction: part 2 §8's notification ('Error finding transaction',
 * 'Unable to find transaction with IDs specified') and a way back to the list.
 */
export function TransactionNotFound({ accountId }: { accountId: number | undefined }) {
  useEffect(() => {
    handleError(new Error('Transaction not found'), { key: 'merchantFetchTransDetailError' });
  }, []);
  return (
    <PageState
      heading="Transaction"
      icon={<IconReceiptOff aria-hidden="true" />}
      title="Transaction not found"
      description="There is no transaction with this ID in this account, or it is not one of yours."
      action={
        accountId === undefined
          ? { href: paths.dashboard.href(), label: 'Go to my dashboard' }
          : { href: paths.transactions.list.href(accountId), label: 'Back to transactions' }
      }
    />
  );
}
