import { type DatePreset, REPORT_DATE_PRESETS } from '@paydesk/domain/date-presets';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ReportPageHeader } from '../date-range/report-page-header';
import { ReportFreshness } from './report-freshness';
import { useReportMerchants } from './report-merchants';
import { ADMIN_REPORT_TIME_ZONE, MERCHANT_PARAM, withMerchant } from './report-scope';
import { ScheduleReportButton } from './schedule-report-button';

const ALL = 'all';

export interface AdminReportHeaderProps {
  title: string;
  /** Shows the 'loading' text while the report fetches. */
  loading: boolean;
  subtitle?: ReactNode;
  /** Report-specific controls first in the toolbar (a report switcher). */
  leading?: ReactNode;
  /** When the shown figures were read (the query's `dataUpdatedAt`): the "As of" line. */
  asOf?: number;
  presets?: readonly DatePreset[];
  withinOneYear?: boolean;
  /** A report over the whole platform: no account selector. */
  hideAccount?: boolean;
  /** A report of the current state: no dates. */
  hideRange?: boolean;
  /** Buttons beside the account selector. */
  actions?: ReactNode;
}

/**
 * The report page header of part 2 §2 for the back office: title, an account selector over
 * every merchant ('name / id', sorted by name then id, with 'All merchants' first) that puts
 * the merchant in the URL's `?merchantid=` (the path of an admin report names no account),
 * quick dates, From, To, Apply and 'loading', in UTC days; how fresh the figures are; and
 * Schedule (the view's CSV by e-mail) on the reports that can be scheduled.
 */
export function AdminReportHeader(props: AdminReportHeaderProps) {
  const location = useLocation();
  const merchants = useReportMerchants(!props.hideAccount);
  const raw = new URLSearchParams(location.search).get(MERCHANT_PARAM);
  const merchantId = raw && /^\d+$/.test(raw) ? Number(raw) : undefined;
  return (
    <ReportPageHeader
      title={props.title}
      accounts={merchants.data?.data ?? []}
      accountId={merchantId}
      accountHref={(id) => withMerchant(location.pathname, location.search, id)}
      hrefsCarrySearch
      extraOption={{
        value: ALL,
        label: 'All merchants',
        href: withMerchant(location.pathname, location.search, undefined),
        selected: merchantId === undefined,
      }}
      presets={props.presets ?? REPORT_DATE_PRESETS}
      timeZone={ADMIN_REPORT_TIME_ZONE}
      withinOneYear={props.withinOneYear}
      loading={props.loading || merchants.isFetching}
      subtitle={props.subtitle ?? (props.hideRange ? undefined : 'Days in UTC.')}
      leading={props.leading}
      hideAccount={props.hideAccount}
      hideRange={props.hideRange}
      actions={
        <>
          {props.actions}
          <ScheduleReportButton reportTitle={props.title} />
        </>
      }
      footnote={<ReportFreshness readAt={props.asOf} />}
    />
  );
}
