import { Button, Modal, Stack, Text, Title } from '@mantine/core';
import * as routes from '@paydesk/domain/routes/admin-bank-watch';
import { IconPlus } from '@tabler/icons-react';
import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { ToolsFrame } from '../../../shared/admin-tools/tools-frame';
import { ListSection } from '../../../shared/data-table/list-section';
import { DialogActions } from '../../../shared/forms/dialog-actions';
import { SubmissionKeys } from '../../../shared/forms/submission-key';
import { useListQuery } from '../../../shared/list-state/use-list-query';
import { useListState } from '../../../shared/list-state/use-list-state';
import { notify } from '../../../shared/notifications/notify';
import { PageTitle, pageTitle } from '../../../shared/page-title/page-title';
import { bankWatchKeys } from '../api/bank-watch-keys';
import {
  type BankWatchDetail,
  getBankWatchEntries,
  useBankWatchEntry,
} from '../api/get-bank-watch';
import { useDeleteBankWatchEntry } from '../api/save-bank-watch';
import { BankWatchEntryModal } from '../components/bank-watch-entry-modal';
import { BankWatchFormModal } from '../components/bank-watch-form-modal';
import { bankWatchListSpec } from '../components/bank-watch-list-spec';

const ADD_DIALOG = 'add-entry';
/** The open dialog of an entry, in the URL: `entry-12`, `edit-12`, `delete-12`. */
const entryDialog = (dialog: string | null, kind: 'entry' | 'edit' | 'delete') => {
  const match = dialog ? new RegExp(`^${kind}-(\\d{1,10})$`).exec(dialog) : null;
  return match ? Number(match[1]) : null;
};

/**
 * /admin/tools/risk-watch-list (part 2 §2, §6: every admin): the bank watch list, searched,
 * sorted and exported; 'Add entry' opens the form; a row opens the entry with its matching
 * merchants (each linking to its profile), from which it is edited or deleted (with a
 * confirmation). Every dialog is in the URL.
 */
export function BankWatchPage() {
  return (
    <>
      <PageTitle title={pageTitle('Risk Watch List')} />
      <ToolsFrame current="risk-watch-list">
        <Stack gap="lg">
          <Title order={1} fz="h2">
            Risk Watch List
          </Title>
          <Text size="sm" c="dimmed" maw={720}>
            Bank accounts to watch for. Every merchant bank account is checked against the list when
            an entry is added or changed and whenever a merchant’s bank account changes; a match
            raises an alert on the merchant’s profile.
          </Text>
          <BankWatchList />
        </Stack>
      </ToolsFrame>
    </>
  );
}

function BankWatchList() {
  const [params] = useSearchParams();
  const list = useListState(bankWatchListSpec);
  const result = useListQuery(list, {
    queryKey: (pageKey) => bankWatchKeys.list(pageKey),
    fetchPage: (query, signal) => getBankWatchEntries(query, signal),
  });
  const dialog = params.get('dialog');
  const hrefWithDialog = (value: string) => {
    const next = new URLSearchParams(params);
    next.set('dialog', value);
    return `${paths.admin.tools.riskWatchList.href()}?${next}`;
  };
  const add = (
    <Button
      leftSection={<IconPlus size={16} aria-hidden />}
      onClick={() => list.openDialog(ADD_DIALOG)}
    >
      Add entry
    </Button>
  );
  const editId = entryDialog(dialog, 'edit');
  const deleteId = entryDialog(dialog, 'delete');
  return (
    <>
      <ListSection
        spec={bankWatchListSpec}
        list={list}
        result={result}
        rowHref={(row) => hrefWithDialog(`entry-${row.id}`)}
        firstUseAction={add}
        toolbarAction={add}
        searchLabel="Search the watch list"
        searchPlaceholder="Routing number, bank, reason or last four"
        exportTarget={{ route: routes.getBankWatchEntries }}
      />
      <BankWatchFormModal
        opened={dialog === ADD_DIALOG}
        onClose={list.closeDialog}
        onSaved={(entry) => {
          // A new entry is past the list's snapshot: read the latest rows.
          result.refresh();
          list.openDialog(`entry-${entry.id}`);
        }}
      />
      <BankWatchEntryModal
        entryId={entryDialog(dialog, 'entry')}
        onClose={list.closeDialog}
        onEdit={(entry) => list.openDialog(`edit-${entry.id}`)}
        onDelete={(entry) => list.openDialog(`delete-${entry.id}`)}
      />
      {editId !== null ? (
        <EditEntry id={editId} onClose={() => list.openDialog(`entry-${editId}`)} />
      ) : null}
      {deleteId !== null ? (
        <DeleteEntry
          id={deleteId}
          onCancel={() => list.openDialog(`entry-${deleteId}`)}
          onDeleted={list.closeDialog}
        />
      ) : null}
    </>
  );
}

function EditEntry({ id, onClose }: { id: number; onClose: () => void }) {
  const query = useBankWatchEntry(id);
  if (!query.data) return null;
  return <BankWatchFormModal opened entry={query.data} onClose={onClose} onSaved={onClose} />;
}

function DeleteEntry({
  id,
  onCancel,
  onDeleted,
}: {
  id: number;
  onCancel: () => void;
  onDeleted: () => void;
}) {
  const query = useBankWatchEntry(id);
  const remove = useDeleteBankWatchEntry(id);
  const keys = useRef(new SubmissionKeys());
  const entry: BankWatchDetail | undefined = query.data;
  return (
    <Modal opened onClose={onCancel} title="Delete this entry?" centered>
      <Stack gap="md">
        <Text size="sm">
          {entry
            ? `${entry.bankName}, routing ${entry.routingNumber}, account ending ${entry.accountNumberLast4} leaves the list. ${
                entry.matchCount === 0
                  ? 'No merchant matches it.'
                  : `The alerts it raised on ${entry.matchCount === 1 ? '1 merchant' : `${entry.matchCount} merchants`} are deactivated.`
              }`
            : 'Loading the entry…'}
        </Text>
        <DialogActions
          confirmLabel="Delete"
          danger
          pending={remove.isPending}
          disabled={!entry}
          error={remove.error}
          errorTitle="The entry was not deleted"
          autoFocusCancel
          onCancel={onCancel}
          onConfirm={async () => {
            try {
              await remove.mutateAsync({ idempotencyKey: keys.current.keyFor(id) });
              keys.current.renew();
              notify({ level: 'success', title: 'Entry deleted', message: entry?.bankName ?? '' });
              onDeleted();
            } catch {
              // The dialog says why (DialogActions' error).
            }
          }}
        />
      </Stack>
    </Modal>
  );
}
