import { EmptyState, Loader, Stack, Text, Title } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { LoadErrorAlert } from '../../../shared/errors/load-error-alert';
import { PageTitle, pageTitle } from '../../../shared/page-title/page-title';
import { useReportSchedules } from '../api/report-schedules-api';
import { ReportScheduleCard } from '../components/report-schedule-card';

/**
 * /admin/reports/scheduled (beyond the spec): the admin's own scheduled reports, each e-mailed
 * as CSV daily or weekly; pause or resume, send now, delete. Any admin (each report's key is
 * checked when it is scheduled and at every run).
 */
export function ReportSchedulesPage() {
  const schedules = useReportSchedules();
  return (
    <Stack gap="lg">
      <PageTitle title={pageTitle('Scheduled reports')} />
      <Stack gap={4}>
        <Title order={1} fz="h2">
          Scheduled reports
        </Title>
        <Text size="sm" c="dimmed">
          Report views e-mailed to you as CSV. To add one, open a report, choose its dates and
          filters, then Schedule. Times in UTC.
        </Text>
      </Stack>
      {schedules.isPending ? (
        <Loader aria-label="Loading scheduled reports" />
      ) : schedules.isError ? (
        <LoadErrorAlert
          title="Your scheduled reports could not be loaded"
          error={schedules.error}
          onRetry={() => void schedules.refetch()}
        />
      ) : schedules.data.length === 0 ? (
        <EmptyState
          py="xl"
          icon={<IconMailForward aria-hidden="true" />}
          withIndicatorBackground
          title="No scheduled reports yet"
          description="Open a report and choose Schedule to have its CSV e-mailed to you daily or weekly."
          role="status"
        />
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {schedules.data.map((schedule) => (
            <ReportScheduleCard key={schedule.id} schedule={schedule} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
