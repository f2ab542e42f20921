import { Button } from '@mantine/core';
import { type EndpointRoute, endpointUrl } from '@paydesk/domain/endpoint';
import { IconDownload } from '@tabler/icons-react';
import { lazy } from 'react';
import { LazyDialog } from '../components/lazy-dialog';
import { csvQuery } from '../list-state/list-url';
import type { ListState } from '../list-state/use-list-state';

const ExportDialog = lazy(async () => ({
  default: (await import('./export-dialog')).ExportDialog,
}));

/** The list endpoint whose CSV the Export button downloads. */
export interface ExportTarget {
  /** The list's route (packages/domain/src/routes): the CSV is the same URL. */
  route: EndpointRoute;
  /** Its path parameters: `{ id: merchantId }`. */
  params?: Readonly<Record<string, string | number>>;
}

/**
 * The CSV of the current view: the list call's URL with `download=csv` and the visible
 * columns in order, the same filters, sort, search and snapshot, no page.
 */
export function csvPath(target: ExportTarget, list: ListState): string {
  return endpointUrl(target.route, {
    params: target.params,
    query: csvQuery(list.query, list.visibleColumns),
  });
}

export interface ExportButtonProps {
  list: ListState;
  target: ExportTarget;
  /** The rows the list counts (meta.totalRecords). */
  total?: number;
}

/** Export: opens the export dialog (`dialog=export`), which downloads the current view. */
export function ExportButton({ list, target, total }: ExportButtonProps) {
  const labels = list.visibleColumns.map(
    (key) => list.spec.columns.find((column) => column.key === key)?.label ?? key,
  );
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden />}
        onClick={() => list.openDialog('export')}
      >
        Export
      </Button>
      <LazyDialog opened={list.dialog === 'export'}>
        {(opened) => (
          <ExportDialog
            opened={opened}
            onClose={list.closeDialog}
            path={csvPath(target, list)}
            auth={target.route.access.kind !== 'public'}
            fallbackName={`${list.spec.screen}.csv`}
            columnLabels={labels}
            total={total}
          />
        )}
      </LazyDialog>
    </>
  );
}
