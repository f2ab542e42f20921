import { NativeSelect, Stack } from '@mantine/core';
import { LIST_PARAMS } from '@paydesk/domain/list-params';
import { useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { AdminReportHeader } from '../../../shared/admin-reports/admin-report-header';
import { InvalidMerchant } from '../../../shared/admin-reports/invalid-merchant';
import { useAdminReportScope } from '../../../shared/admin-reports/report-scope';
import { DIALOG_PARAM } from '../../../shared/list-state/list-url';
import { PageTitle, pageTitle } from '../../../shared/page-title/page-title';
import {
  ClientsView,
  VolumeByMerchantView,
  VolumeByPartnerView,
} from '../components/partner-volume-views';
import { PastMonthsAccountsView, PastMonthsVolumeView } from '../components/past-months-views';
import {
  PARTNER_VOLUME_VIEWS,
  PAST_MONTHS_PARAMS,
  type PartnerVolumeView,
  viewOf,
} from '../utils/partner-volume-view';

const TITLE = 'Partner Volume';
export const VIEW_PARAM = 'view';

/**
 * /admin/reports/partner-volume (part 2 §2, shown to every admin): the volume per partner over
 * the header's range, per partner and merchant, the 16-month volume report, the accounts per
 * month, and the clients with their merchant counts, one view at a time (`?view=`).
 */
export function PartnerVolumePage() {
  const [params, setParams] = useSearchParams();
  const view = viewOf(params.get(VIEW_PARAM));
  const scope = useAdminReportScope({ withinOneYear: true });

  const switchView = (next: PartnerVolumeView) => {
    const kept = new URLSearchParams();
    // The merchant and the dates stay; the previous view's list state does not.
    for (const [key, value] of params) {
      const listOwned =
        Object.values(LIST_PARAMS).includes(key as never) ||
        key === DIALOG_PARAM ||
        key === VIEW_PARAM ||
        ['currency', 'country', 'processorId', 'client_id', 'partner_id'].includes(key) ||
        Object.values(PAST_MONTHS_PARAMS).includes(key as never);
      if (!listOwned) kept.append(key, value);
    }
    if (next !== 'partners') kept.set(VIEW_PARAM, next);
    setParams(kept);
  };

  const viewSelect = (
    <NativeSelect
      label="Report"
      data={PARTNER_VOLUME_VIEWS.map((v) => ({ value: v.value, label: v.label }))}
      value={view}
      onChange={(event) => switchView(event.currentTarget.value as PartnerVolumeView)}
    />
  );

  if (scope.invalidMerchant) {
    return <InvalidMerchant heading={TITLE} href={paths.admin.reports.partnerVolume.href()} />;
  }
  const header = (props: { loading: boolean; asOf: number | undefined; hideRange?: boolean }) => (
    <AdminReportHeader
      title={TITLE}
      loading={props.loading}
      asOf={props.asOf}
      leading={viewSelect}
      hideRange={props.hideRange}
      hideAccount={view === 'clients'}
      withinOneYear
      subtitle={
        props.hideRange
          ? 'Months are UTC calendar months, the current one last.'
          : 'Days in UTC. Volumes are approved sales; fees every fee charged.'
      }
    />
  );
  return (
    <Stack gap="lg">
      <PageTitle title={pageTitle(TITLE)} />
      {view === 'partners' ? <VolumeByPartnerView scope={scope} header={header} /> : null}
      {view === 'merchants' ? <VolumeByMerchantView scope={scope} header={header} /> : null}
      {view === 'months' ? <PastMonthsVolumeView scope={scope} header={header} /> : null}
      {view === 'accounts' ? <PastMonthsAccountsView scope={scope} header={header} /> : null}
      {view === 'clients' ? <ClientsView header={header} /> : null}
    </Stack>
  );
}
