import { paths } from '../../../config/paths';
import { AdminPermissionGate } from '../../../shared/account/admin-permission-gate';
import { emailHistoryExport, getEmailHistory } from '../api/get-email-history';
import { emailHistorySpec } from '../components/email-history-spec';
import { MerchantReportView } from '../components/merchant-report-view';

/**
 * /admin/reports/email-history: every e-mail Paydesk sent, one row per delivery event (queued,
 * sent, failed, dropped), the newest first; filtered by recipient, event, merchant and dates.
 * Without can-view-email-history-report: 'Not Allowed'.
 */
export function EmailHistoryPage() {
  return (
    <AdminPermissionGate permission="can-view-email-history-report">
      <MerchantReportView
        report="email-history"
        title="Email History"
        href={paths.admin.reports.emailHistory.href()}
        spec={emailHistorySpec}
        fetchPage={getEmailHistory}
        exportTarget={emailHistoryExport}
        subtitle="Delivery events in these days (UTC)."
        searchLabel="Search recipients"
        searchPlaceholder="The start of an e-mail address"
      />
    </AdminPermissionGate>
  );
}
