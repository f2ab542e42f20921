import { Button, Menu } from '@mantine/core';
import { IconCalendarDown } from '@tabler/icons-react';
import { useState } from 'react';
import { handleError } from '../../../shared/errors/handle-error';
import { notify } from '../../../shared/notifications/notify';
import { downloadScheduledTransactions, type ScheduledRunsQuery } from '../api/get-subscriptions';

const CHOICES: { label: string; status?: string }[] = [
  { label: 'All runs' },
  { label: 'Upcoming (scheduled)', status: 'scheduled' },
  { label: 'Paid', status: 'paid' },
  { label: 'Failed', status: 'failed' },
  { label: 'Skipped', status: 'skipped' },
];

/**
 * Download scheduled transactions: every run of the account's subscriptions (or those of one
 * status) as CSV, for a spreadsheet or the books.
 */
export function ScheduledDownloadMenu({
  merchantId,
  timeZone,
}: {
  merchantId: number;
  timeZone: string;
}) {
  const [busy, setBusy] = useState(false);
  const download = async (status?: string) => {
    setBusy(true);
    try {
      const query: ScheduledRunsQuery = { timezone: timeZone, ...(status ? { status } : {}) };
      const file = await downloadScheduledTransactions(merchantId, query);
      notify({ level: 'success', title: 'Downloaded', message: file.filename });
    } catch (error) {
      handleError(error, { title: 'The scheduled transactions could not be downloaded' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          loading={busy}
          leftSection={<IconCalendarDown size={16} aria-hidden />}
        >
          Download scheduled transactions
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Runs as CSV</Menu.Label>
        {CHOICES.map((choice) => (
          <Menu.Item key={choice.label} onClick={() => void download(choice.status)}>
            {choice.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
