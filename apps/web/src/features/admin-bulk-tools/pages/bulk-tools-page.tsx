import { Stack, Text, Title } from '@mantine/core';
import {
  BULK_TAB_LABELS,
  type BulkTab,
  DEFAULT_BULK_TAB,
  isBulkTab,
} from '@paydesk/domain/admin-bulk-tools';
import { useLocation, useSearchParams } from 'react-router';
import { AdminPermissionGate } from '../../../shared/account/admin-permission-gate';
import { ToolsFrame } from '../../../shared/admin-tools/tools-frame';
import { PageTitle, pageTitle } from '../../../shared/page-title/page-title';
import { BulkTabs } from '../components/bulk-tabs';
import { RecentRuns } from '../components/recent-runs';
import { RunSection } from '../components/run-section';
import { UploadCard } from '../components/upload-card';

const RUN_PARAM = 'run';

/** The tab of the path: /admin/bulk-tools/{tab}. */
function useTab(): BulkTab {
  const last = useLocation().pathname.split('/').filter(Boolean).pop();
  return isBulkTab(last) ? last : DEFAULT_BULK_TAB;
}

/**
 * /admin/bulk-tools/{add-users|update-rates|update-account-status} (part 2 §2 Bulk Operations;
 * can-bulk-operations, else 'Not Allowed'): a tab's CSV template, the upload and its preview
 * (rows that will apply, rows that will not and why), 'Apply N rows' after a confirmation, the
 * run's live progress (approval, cancel, result download) and the tab's recent runs. The run
 * shown is in the URL (`?run=`), so a reload or a shared link shows it again.
 */
export function BulkToolsPage() {
  const tab = useTab();
  return (
    <AdminPermissionGate permission="can-bulk-operations">
      <PageTitle title={pageTitle(`Bulk Operations: ${BULK_TAB_LABELS[tab]}`)} />
      <ToolsFrame current="bulk-tools">
        <BulkTools tab={tab} />
      </ToolsFrame>
    </AdminPermissionGate>
  );
}

function BulkTools({ tab }: { tab: BulkTab }) {
  const [params, setParams] = useSearchParams();
  const runId = Number(params.get(RUN_PARAM)) || null;
  const showRun = (id: number | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id === null) next.delete(RUN_PARAM);
      else next.set(RUN_PARAM, String(id));
      return next;
    });
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz="h2">
          Bulk Operations
        </Title>
        <Text c="dimmed" size="sm">
          Upload a CSV: every row is checked first, nothing changes until you apply it.
        </Text>
      </div>
      <BulkTabs current={tab} />
      {runId === null ? (
        <UploadCard key={tab} tab={tab} onPreview={showRun} />
      ) : (
        <RunSection key={runId} tab={tab} runId={runId} onClose={() => showRun(null)} />
      )}
      <RecentRuns tab={tab} current={runId} onOpen={showRun} />
    </Stack>
  );
}
