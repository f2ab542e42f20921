import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Modal,
  Progress,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  isToolRunActive,
  TOOL_RUN_STATUS_LABELS,
  type ToolRunFamily,
} from '@paydesk/domain/tool-runs';
import { IconDownload } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApiError } from '../api/api-error';
import { notify } from '../notifications/notify';
import { useAccountStore } from '../stores/account-store';
import { type ToolRunAnswer, type ToolRunStep, toolRunApi } from './tool-run-api';

const POLL_MS = 1_000;

const STATUS_COLOURS: Record<ToolRunAnswer['status'], string> = {
  preview: 'gray',
  'awaiting-approval': 'yellow',
  queued: 'blue',
  running: 'blue',
  done: 'green',
  cancelled: 'gray',
  rejected: 'red',
  discarded: 'gray',
};

/** The run, polled every second while it is queued or running. */
export function useToolRun(family: ToolRunFamily, runId: number) {
  const api = toolRunApi(family);
  return useQuery({
    queryKey: api.keys.run(runId),
    queryFn: ({ signal }) => api.get(runId, signal),
    refetchInterval: (query) =>
      query.state.data && isToolRunActive(query.state.data.status) ? POLL_MS : false,
  });
}

/** A step on a run (confirm, approve, reject, discard, cancel), refreshing what shows it. */
export function useToolRunStep(family: ToolRunFamily) {
  const api = toolRunApi(family);
  const client = useQueryClient();
  return useMutation<
    Awaited<ReturnType<typeof api.step>>,
    ApiError,
    { step: ToolRunStep; id: number }
  >({
    mutationFn: ({ step, id }) => api.step(step, id),
    onSuccess: (answer) => {
      client.setQueryData(api.keys.run(answer.run.id), answer.run);
      void client.invalidateQueries({ queryKey: api.keys.all });
      notify({ title: answer.message, message: '', level: 'success' });
    },
  });
}

const done = (run: ToolRunAnswer) => run.appliedRows + run.failedRows + run.cancelledRows;

/**
 * A run's progress (issue 18): its state, a bar of the rows done out of the rows to apply,
 * applied / failed / cancelled counts, and what a person may do now: cancel while it waits or
 * runs, approve or reject when another admin confirmed it over the threshold, and download
 * the per-row result.
 */
export function ToolRunProgress({ family, runId }: { family: ToolRunFamily; runId: number }) {
  const run = useToolRun(family, runId);
  const step = useToolRunStep(family);
  const email = useAccountStore((state) => state.data?.profile.email);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [downloading, setDownloading] = useState(false);

  if (run.isPending) {
    return (
      <Group gap="xs">
        <Loader size="sm" />
        <Text size="sm">Loading the run…</Text>
      </Group>
    );
  }
  if (run.isError) {
    return (
      <Alert color="red" title="The run could not be loaded">
        {run.error.message}
      </Alert>
    );
  }
  const r = run.data;
  const toApply = r.totalRows - r.invalidRows;
  const percent = toApply === 0 ? 100 : Math.round((done(r) / toApply) * 100);
  const mine = r.createdBy?.email.toLowerCase() === email?.toLowerCase();
  const act = (name: ToolRunStep) => step.mutate({ step: name, id: r.id });
  const download = async () => {
    setDownloading(true);
    try {
      await toolRunApi(family).downloadResult(r.id);
    } catch (error) {
      notify({ title: 'Download failed', message: (error as Error).message, level: 'error' });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Card withBorder padding="lg" aria-live="polite" aria-busy={isToolRunActive(r.status)}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} fz="h4">
            Run {r.id}
            {r.fileName ? ` · ${r.fileName}` : ''}
          </Title>
          <Badge color={STATUS_COLOURS[r.status]} variant="light" size="lg">
            {TOOL_RUN_STATUS_LABELS[r.status]}
          </Badge>
        </Group>
        <Progress
          value={percent}
          size="lg"
          animated={isToolRunActive(r.status)}
          aria-label={`${done(r)} of ${toApply} rows done`}
        />
        <Text size="sm">
          {done(r).toLocaleString('en-US')} of {toApply.toLocaleString('en-US')} rows done ·{' '}
          {r.appliedRows.toLocaleString('en-US')} applied · {r.failedRows.toLocaleString('en-US')}{' '}
          failed
          {r.cancelledRows > 0 ? ` · ${r.cancelledRows.toLocaleString('en-US')} cancelled` : ''}
          {r.invalidRows > 0
            ? ` · ${r.invalidRows.toLocaleString('en-US')} not applied (errors in the file)`
            : ''}
        </Text>
        {r.status === 'awaiting-approval' && (
          <Alert color="yellow" title="Waiting for a second admin">
            {mine
              ? `This run has ${toApply.toLocaleString('en-US')} rows: another admin holding the bulk operations permission must approve it before it runs.`
              : `${r.createdBy?.email ?? 'Another admin'} confirmed this run. Approve it to run it, or reject it: nothing changes until then.`}
          </Alert>
        )}
        {step.isError && (
          <Alert color="red" title="That did not work">
            {step.error.message}
          </Alert>
        )}
        <Group gap="sm" wrap="wrap">
          {r.status === 'awaiting-approval' && !mine && (
            <>
              <Button onClick={() => act('approve')} loading={step.isPending}>
                Approve and run
              </Button>
              <Button variant="default" onClick={() => act('reject')} disabled={step.isPending}>
                Reject
              </Button>
            </>
          )}
          {(isToolRunActive(r.status) || r.status === 'awaiting-approval') &&
            r.cancelRequestedAt === null && (
              <Button variant="default" color="red" onClick={() => setConfirmCancel(true)}>
                Cancel run
              </Button>
            )}
          {r.cancelRequestedAt !== null && isToolRunActive(r.status) && (
            <Text size="sm">Stopping after the rows under way…</Text>
          )}
          <Button
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={download}
            loading={downloading}
          >
            Download result (CSV)
          </Button>
        </Group>
      </Stack>
      <Modal
        opened={confirmCancel}
        onClose={() => setConfirmCancel(false)}
        title="Cancel this run?"
      >
        <Stack>
          <Text size="sm">
            Rows already applied stay applied; the others are left untouched and marked cancelled.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmCancel(false)}>
              Keep running
            </Button>
            <Button
              color="red"
              onClick={() => {
                setConfirmCancel(false);
                act('cancel');
              }}
            >
              Cancel run
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
