import { SEARCH_KEYS } from '@paydesk/domain/transaction-search';
import { useMemo } from 'react';
import { paths } from '../../../config/paths';
import { AdminPermissionGate } from '../../../shared/account/admin-permission-gate';
import { ADMIN_REPORT_TIME_ZONE } from '../../../shared/admin-reports/report-scope';
import { SearchHelp } from '../../../shared/data-table/search-help';
import { adminTransactionsExport, getAdminTransactions } from '../api/get-admin-transactions';
import { reportKeys } from '../api/report-keys';
import { ReportListScreen } from '../components/report-list-screen';
import { transactionDetailsSpec } from '../components/transaction-details-spec';

const SEARCH = {
  label: 'Search transactions',
  placeholder: 'Last 4, name, e-mail or amount',
  help: (
    <SearchHelp
      intro="Type a last four, a name, an e-mail, an amount ($42.50) or an auth code, or narrow with terms:"
      keys={SEARCH_KEYS}
    />
  ),
};

/**
 * /admin/reports/transaction-details: every merchant's transactions (or the one of
 * `?merchantid=`, the profile's quick action) in UTC days, with the merchant list's search,
 * filters, sorts, columns and CSV. Without can-view-transaction-report: 'Not Allowed'.
 */
export function TransactionDetailsPage() {
  const spec = useMemo(() => transactionDetailsSpec(ADMIN_REPORT_TIME_ZONE), []);
  return (
    <AdminPermissionGate permission="can-view-transaction-report">
      <ReportListScreen
        title="Transaction Details"
        subtitle="Days in UTC."
        spec={spec}
        queryKey={reportKeys.transactions}
        fetchPage={getAdminTransactions}
        exportTarget={adminTransactionsExport}
        allMerchantsHref={paths.admin.reports.transactionDetails.href()}
        search={SEARCH}
      />
    </AdminPermissionGate>
  );
}
