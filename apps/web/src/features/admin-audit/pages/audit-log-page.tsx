import { Stack } from '@mantine/core';
import { REPORT_DATE_PRESETS } from '@paydesk/domain/date-presets';
import * as routes from '@paydesk/domain/routes/admin-audit';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { paths } from '../../../config/paths';
import {
  AdminPermissionGate,
  useAdminPermission,
} from '../../../shared/account/admin-permission-gate';
import { ListSection } from '../../../shared/data-table/list-section';
import { ReportPageHeader } from '../../../shared/date-range/report-page-header';
import { browserTimeZone } from '../../../shared/date-range/report-range-params';
import { useReportRange } from '../../../shared/date-range/use-report-range';
import { routeIdOf } from '../../../shared/detail-page/route-id';
import { useListQuery } from '../../../shared/list-state/use-list-query';
import { useListState } from '../../../shared/list-state/use-list-state';
import { PageTitle, pageTitle } from '../../../shared/page-title/page-title';
import { auditKeys, getAuditLog, useAuditMerchants } from '../api/get-audit-log';
import { auditListSpec } from '../components/audit-list-spec';

const ALL = 'all';

/**
 * /admin/audit and /admin/audit/:merchantId (beyond the spec): the audit log of every admin
 * action and sensitive read, for all merchants or one, in the admin's time zone; searched by
 * the admin's e-mail, filtered by action, outcome and dates, exported as CSV. Without
 * can-view-audit-log: 'Not Allowed'.
 */
export function AuditLogPage() {
  const params = useParams();
  return (
    <AdminPermissionGate permission="can-view-audit-log">
      <AuditLogView
        key={params.merchantId ?? ALL}
        merchantId={params.merchantId ? routeIdOf(params.merchantId) : undefined}
        invalidMerchant={
          params.merchantId !== undefined && routeIdOf(params.merchantId) === undefined
        }
      />
    </AdminPermissionGate>
  );
}

function AuditLogView({
  merchantId,
  invalidMerchant,
}: {
  merchantId: number | undefined;
  invalidMerchant: boolean;
}) {
  const timeZone = useMemo(() => browserTimeZone(), []);
  const report = useReportRange(timeZone, REPORT_DATE_PRESETS);
  const canPickMerchants = useAdminPermission('can-view-merchant-info') === true;
  const merchants = useAuditMerchants(canPickMerchants);
  const spec = useMemo(() => auditListSpec(timeZone), [timeZone]);
  const list = useListState(spec, {
    query: {
      start_date: report.zoned.startDateTime,
      end_date: report.zoned.endDateTime,
      timezone: timeZone,
      ...(merchantId === undefined ? {} : { merchant_id: String(merchantId) }),
    },
  });
  const result = useListQuery(list, {
    queryKey: (pageKey) => auditKeys.list(pageKey),
    fetchPage: (query, signal) => getAuditLog(query, signal),
    enabled: !invalidMerchant,
  });
  return (
    <Stack gap="lg">
      <PageTitle title={pageTitle('Audit log')} />
      <ReportPageHeader
        title="Audit log"
        accounts={merchants.data?.data ?? []}
        accountId={merchantId}
        accountHref={(id) => paths.admin.audit.href(id)}
        extraOption={{
          value: ALL,
          label: 'All merchants',
          href: paths.admin.audit.href(),
          selected: merchantId === undefined,
        }}
        presets={REPORT_DATE_PRESETS}
        timeZone={timeZone}
        loading={merchants.isFetching || (result.fetching && !result.loading)}
        subtitle={`Every admin action and sensitive read. Times in ${timeZone.replaceAll('_', ' ')}.`}
      />
      <ListSection
        spec={spec}
        list={list}
        result={result}
        firstUseAction={null}
        searchLabel="Search by who acted"
        searchPlaceholder="Admin's e-mail"
        exportTarget={{ route: routes.getAuditLog }}
      />
    </Stack>
  );
}
