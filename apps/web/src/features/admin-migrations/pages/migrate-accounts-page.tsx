import { Stack, Text, Title } from '@mantine/core';
import { MIGRATION_STATUSES, type MigrationStatus } from '@paydesk/domain/admin-migration-fields';
import { isToolRunActive } from '@paydesk/domain/tool-runs';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AdminPermissionGate } from '../../../shared/account/admin-permission-gate';
import { ToolRunProgress, useToolRun } from '../../../shared/admin-tools/tool-run-progress';
import { ToolsFrame } from '../../../shared/admin-tools/tools-frame';
import { PageTitle, pageTitle } from '../../../shared/page-title/page-title';
import { useRefreshMigrations } from '../api/migration-api';
import { MigrateForm } from '../components/migrate-form';
import { type MigrationFilter, MigrationsCard } from '../components/migrations-card';
import { type Selection, WorklistCard } from '../components/worklist-card';

const RUN_PARAM = 'run';
const SHOW_PARAM = 'show';

const filterOf = (value: string | null): MigrationFilter =>
  value === 'all' || (MIGRATION_STATUSES as readonly string[]).includes(value ?? '')
    ? (value as MigrationStatus | 'all')
    : 'opened';

/**
 * /admin/tools/migrate-accounts (part 2 §2 Processor Migration; can-migrate-merchants, else
 * 'Not Allowed'): choose merchants of the worklist, a rate and payout of the newer processor,
 * migrate them (a run whose live progress and per-row result show here; `?run=` keeps it), then
 * complete the opened migrations; failed ones show the processor's reason (`?show=`).
 */
export function MigrateAccountsPage() {
  return (
    <AdminPermissionGate permission="can-migrate-merchants">
      <PageTitle title={pageTitle('Processor Migration')} />
      <ToolsFrame current="migrate-accounts">
        <MigrateAccounts />
      </ToolsFrame>
    </AdminPermissionGate>
  );
}

function MigrateAccounts() {
  const [params, setParams] = useSearchParams();
  const [selection, setSelection] = useState<Selection>(new Map());
  const runId = Number(params.get(RUN_PARAM)) || null;
  const filter = filterOf(params.get(SHOW_PARAM));
  const setParam = (name: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: name === SHOW_PARAM },
    );
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz="h2">
          Processor Migration
        </Title>
        <Text c="dimmed" size="sm">
          Move merchants from the older processor (2) to the newer one (3): the newer processor
          opens an account for each, then you complete the migrations.
        </Text>
      </div>
      <WorklistCard selection={selection} onSelectionChange={setSelection} />
      <MigrateForm
        selection={selection}
        onStarted={(id) => {
          setSelection(new Map());
          setParam(RUN_PARAM, String(id));
        }}
      />
      {runId !== null && <RunSection runId={runId} />}
      <MigrationsCard filter={filter} onFilterChange={(value) => setParam(SHOW_PARAM, value)} />
    </Stack>
  );
}

/** The run's live progress; once it ends, the lists read again (what it opened or refused). */
function RunSection({ runId }: { runId: number }) {
  const run = useToolRun('migration', runId);
  const refresh = useRefreshMigrations();
  const status = run.data?.status;
  const [seenActive, setSeenActive] = useState(false);
  useEffect(() => {
    if (!status) return;
    if (isToolRunActive(status)) setSeenActive(true);
    else if (seenActive) {
      setSeenActive(false);
      void refresh();
    }
  }, [status, seenActive, refresh]);
  return (
    <section aria-label="Migration run">
      <ToolRunProgress family="migration" runId={runId} />
    </section>
  );
}
