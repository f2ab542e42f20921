import { Anchor, Group } from '@mantine/core';
import { BULK_TAB_LABELS, BULK_TABS, type BulkTab } from '@paydesk/domain/admin-bulk-tools';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import classes from './bulk-tabs.module.css';

const HREFS: Record<BulkTab, string> = {
  'add-users': paths.admin.bulkTools.addUsers.href(),
  'update-rates': paths.admin.bulkTools.updateRates.href(),
  'update-account-status': paths.admin.bulkTools.updateAccountStatus.href(),
};

/** The three tabs of part 2 §2 as links (each is a route of its own). */
export function BulkTabs({ current }: { current: BulkTab }) {
  return (
    <nav aria-label="Bulk operations" className={classes.tabs}>
      <Group gap={0} wrap="nowrap">
        {BULK_TABS.map((tab) => (
          <Anchor
            key={tab}
            component={Link}
            to={HREFS[tab]}
            underline="never"
            className={classes.tab}
            data-active={tab === current || undefined}
            aria-current={tab === current ? 'page' : undefined}
          >
            {BULK_TAB_LABELS[tab]}
          </Anchor>
        ))}
      </Group>
    </nav>
  );
}
