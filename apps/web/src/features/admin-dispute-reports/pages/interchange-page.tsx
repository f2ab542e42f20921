import { SegmentedControl, Stack, Text } from '@mantine/core';
import {
  INTERCHANGE_INTERVAL_LABELS,
  INTERCHANGE_INTERVALS,
  INTERCHANGE_PROCESSORS,
  INTERCHANGE_RATES,
  type InterchangeProcessorId,
  interchangeRateText,
} from '@paydesk/domain/admin-dispute-report-fields';
import { LIST_PARAMS } from '@paydesk/domain/list-params';
import { useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { AdminReportHeader } from '../../../shared/admin-reports/admin-report-header';
import { InvalidMerchant } from '../../../shared/admin-reports/invalid-merchant';
import { useAdminReportScope } from '../../../shared/admin-reports/report-scope';
import { useAdminReportList } from '../../../shared/admin-reports/use-admin-report-list';
import { ListBody } from '../../../shared/data-table/list-body';
import { ListToolbar } from '../../../shared/data-table/list-toolbar';
import { PageTitle, pageTitle } from '../../../shared/page-title/page-title';
import { disputeReportKeys } from '../api/dispute-report-keys';
import { getInterchange, INTERCHANGE_ROUTES } from '../api/get-interchange';
import { INTERCHANGE_INTERVAL_PARAM, interchangeSpec } from '../components/interchange-spec';
import { InterchangeTotals } from '../components/interchange-totals';

const TITLE = 'Interchange';
/** Which processor's report the page shows: `?processor=3`; the older one (2) by default. */
export const PROCESSOR_PARAM = 'processor';

const processorOf = (raw: string | null): InterchangeProcessorId => (raw === '3' ? 3 : 2);

const RATES_TEXT = Object.entries(INTERCHANGE_RATES)
  .filter(([, rate]) => rate.percentBps > 0)
  .map(([brand, rate]) => `${brand} ${interchangeRateText(rate)}`)
  .join(' · ');

/**
 * /admin/reports/interchange (part 2 §2; every admin): the interchange of either processor
 * (`/admin/interchange/report` for the older, `/stripe-report` for the newer), per month or
 * day, card brand and currency, with the range's totals, in UTC days.
 */
export function InterchangePage() {
  const scope = useAdminReportScope();
  const [params, setParams] = useSearchParams();
  const processorId = processorOf(params.get(PROCESSOR_PARAM));
  const { list, result, status, answer } = useAdminReportList(interchangeSpec, {
    scope,
    queryKey: (query) => disputeReportKeys.interchange(processorId, query),
    fetchPage: (query, signal) => getInterchange(processorId, query, signal),
  });
  if (scope.invalidMerchant) {
    return <InvalidMerchant heading={TITLE} href={paths.admin.reports.interchange.href()} />;
  }
  const switchProcessor = (value: string) => {
    const next = new URLSearchParams(params);
    if (value === '2') next.delete(PROCESSOR_PARAM);
    else next.set(PROCESSOR_PARAM, value);
    next.delete(LIST_PARAMS.page);
    next.delete(LIST_PARAMS.asOf);
    setParams(next);
  };
  return (
    <Stack gap="lg">
      <PageTitle title={pageTitle(`${TITLE} · Processor ${processorId}`)} />
      <AdminReportHeader
        title={TITLE}
        {...status}
        subtitle={`${INTERCHANGE_PROCESSORS.find((processor) => processor.id === processorId)?.label}: approved sales by sale date, in UTC days.`}
        leading={
          <div style={{ maxWidth: '100%', overflowX: 'auto' }}>
            <SegmentedControl
              aria-label="Processor"
              fullWidth
              value={String(processorId)}
              onChange={switchProcessor}
              data={INTERCHANGE_PROCESSORS.map((processor) => ({
                value: String(processor.id),
                label: `Processor ${processor.id}`,
              }))}
            />
          </div>
        }
      />
      <Text size="sm" c="dimmed">
        Interchange at the simulated processors’ published rates: {RATES_TEXT}; ACH none.
      </Text>
      <InterchangeTotals totals={result.error ? undefined : answer?.totals} />
      <Stack gap="sm">
        <SegmentedControl
          aria-label="Rows"
          style={{ alignSelf: 'flex-start' }}
          value={list.filters[INTERCHANGE_INTERVAL_PARAM] ?? 'month'}
          onChange={(value) =>
            list.setFilters({ [INTERCHANGE_INTERVAL_PARAM]: value === 'month' ? '' : value })
          }
          data={INTERCHANGE_INTERVALS.map((value) => ({
            value,
            label: INTERCHANGE_INTERVAL_LABELS[value],
          }))}
        />
        <ListToolbar
          list={list}
          exportTarget={{ route: INTERCHANGE_ROUTES[processorId] }}
          total={result.meta?.totalRecords}
          onRefresh={result.refresh}
        />
        <ListBody spec={interchangeSpec} list={list} result={result} firstUseAction={null} />
      </Stack>
    </Stack>
  );
}
