import * as routes from '@paydesk/domain/routes/admin-merchant-profile';
import { ListSection } from '../../../shared/data-table/list-section';
import { useListQuery } from '../../../shared/list-state/use-list-query';
import { useListState } from '../../../shared/list-state/use-list-state';
import { getMerchantHistory } from '../api/get-merchant-history';
import { merchantProfileKeys } from '../api/merchant-profile-keys';
import { historyListSpec } from './history-list-spec';

/** The History tab (part 2 §2): the change history, filtered by grouping, paged; state in the URL. */
export function HistoryTab({ merchantId }: { merchantId: number }) {
  const list = useListState(historyListSpec);
  const result = useListQuery(list, {
    queryKey: (pageKey) => merchantProfileKeys.history(merchantId, pageKey),
    fetchPage: (query, signal) => getMerchantHistory(merchantId, query, signal),
  });
  return (
    <ListSection
      spec={historyListSpec}
      list={list}
      result={result}
      firstUseAction={null}
      searchLabel="Search the history"
      searchPlaceholder="Field, value or e-mail"
      exportTarget={{ route: routes.getAdminMerchantHistory, params: { id: merchantId } }}
    />
  );
}
