import { Alert, Button, Card, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { BULK_COLUMNS, type BulkTab, bulkTabOfKind } from '@paydesk/domain/admin-bulk-tools';
import type { ToolRunRowStatus } from '@paydesk/domain/tool-runs';
import { useState } from 'react';
import {
  ToolRunProgress,
  useToolRun,
  useToolRunStep,
} from '../../../shared/admin-tools/tool-run-progress';
import { ToolRunRowsTable } from '../../../shared/admin-tools/tool-run-rows-table';

const count = (n: number) => n.toLocaleString('en-US');
const rows = (n: number) => `${count(n)} ${n === 1 ? 'row' : 'rows'}`;

const RESULT_STATES: readonly ToolRunRowStatus[] = [
  'applied',
  'failed',
  'cancelled',
  'invalid',
  'pending',
];

/**
 * The run in the URL: its preview (counts, the rows that will not apply and why, those that
 * will, 'Apply N rows' after a confirmation, 'Discard'), or once confirmed its live progress
 * and what became of each row.
 */
export function RunSection({
  tab,
  runId,
  onClose,
}: {
  tab: BulkTab;
  runId: number;
  onClose: () => void;
}) {
  const run = useToolRun('bulk', runId);
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
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{run.error.message}</Text>
          <Button variant="default" size="xs" onClick={onClose}>
            Upload a file
          </Button>
        </Stack>
      </Alert>
    );
  }
  const r = run.data;
  const columns = BULK_COLUMNS[bulkTabOfKind(r.kind) ?? tab].map((key) => ({ key, label: key }));
  if (r.status === 'preview') return <Preview runId={r.id} columns={columns} onClose={onClose} />;
  return (
    <Stack gap="md">
      <section aria-label="Bulk run">
        <ToolRunProgress family="bulk" runId={r.id} />
      </section>
      <Card withBorder padding="lg">
        <Stack gap="sm">
          <Title order={2} fz="h4">
            Rows
          </Title>
          <ToolRunRowsTable
            family="bulk"
            runId={r.id}
            columns={columns}
            states={RESULT_STATES}
            initial={r.failedRows > 0 ? 'failed' : 'applied'}
          />
        </Stack>
      </Card>
      <Group>
        <Button variant="default" onClick={onClose}>
          Upload another file
        </Button>
      </Group>
    </Stack>
  );
}

function Preview({
  runId,
  columns,
  onClose,
}: {
  runId: number;
  columns: { key: string; label: string }[];
  onClose: () => void;
}) {
  const run = useToolRun('bulk', runId);
  const step = useToolRunStep('bulk');
  const [confirming, setConfirming] = useState(false);
  if (!run.data) return null;
  const r = run.data;
  const valid = r.totalRows - r.invalidRows;
  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        <Title order={2} fz="h4">
          Preview{r.fileName ? ` · ${r.fileName}` : ''}
        </Title>
        <Text size="sm" aria-live="polite">
          {rows(r.totalRows)} read: <strong>{count(valid)} will apply</strong>,{' '}
          <strong>{count(r.invalidRows)} will not</strong>. Nothing has changed yet.
        </Text>
        {r.invalidRows > 0 && (
          <Alert color="yellow" title={`${rows(r.invalidRows)} will not apply`}>
            Each shows why below. Fix them in the file and upload it again, or apply the others now.
          </Alert>
        )}
        {r.needsApproval && valid > 0 && (
          <Alert color="blue" title="A second admin approves this run">
            It has more rows than one admin may apply alone: once you apply it, another admin
            holding the bulk operations permission must approve it before it runs.
          </Alert>
        )}
        <ToolRunRowsTable
          family="bulk"
          runId={r.id}
          columns={columns}
          states={['invalid', 'pending']}
          initial={r.invalidRows > 0 ? 'invalid' : 'pending'}
        />
        {step.isError && (
          <Alert color="red" title="That did not work">
            {step.error.message}
          </Alert>
        )}
        <Group gap="sm">
          <Button onClick={() => setConfirming(true)} disabled={valid === 0}>
            Apply {rows(valid)}
          </Button>
          <Button
            variant="default"
            loading={step.isPending && step.variables?.step === 'discard'}
            onClick={() => step.mutate({ step: 'discard', id: r.id }, { onSuccess: onClose })}
          >
            Discard
          </Button>
        </Group>
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={`Apply ${rows(valid)}?`}
      >
        <Stack>
          <Text size="sm">
            The {rows(valid)} that passed the checks are applied now, each checked again as it
            applies; the {rows(r.invalidRows)} with errors are left out.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Not yet
            </Button>
            <Button
              loading={step.isPending}
              onClick={() =>
                step.mutate(
                  { step: 'confirm', id: r.id },
                  { onSettled: () => setConfirming(false) },
                )
              }
            >
              Apply {rows(valid)}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
