import { Anchor, Text } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import detailPage from './detail-page.module.css';

/** One row of a detail page's list: what it is, a line about it, and what goes on the right. */
export interface DetailRow {
  key: string | number;
  /** What the row is: a RowTitle, or text of its own. */
  title: ReactNode;
  /** A dimmed line under it. */
  detail?: ReactNode;
  /** On the right: a status pill, a date, an amount. */
  aside: ReactNode;
}

interface DetailRowsProps {
  /** The list's accessible name: 'Latest payments'. */
  label: string;
  rows: readonly DetailRow[];
  /** What an empty list says: 'No payments yet.' */
  empty: ReactNode;
  /** The order means something (a history): an ordered list. */
  ordered?: boolean;
}

/** The rows of a detail page's panel (payments, charges, history), or why there are none. */
export function DetailRows({ label, rows, empty, ordered = false }: DetailRowsProps) {
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  }
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={detailPage.list} aria-label={label}>
      {rows.map((row) => (
        <li key={row.key} className={detailPage.listRow}>
          <div>
            {row.title}
            {row.detail === undefined ? null : (
              <Text size="xs" c="dimmed">
                {row.detail}
              </Text>
            )}
          </div>
          {row.aside}
        </li>
      ))}
    </List>
  );
}

/** A row's title: a link to the record it stands for (a transaction), or bold text without one. */
export function RowTitle({ href, children }: { href?: string | null; children: ReactNode }) {
  if (!href) {
    return (
      <Text size="sm" fw={600}>
        {children}
      </Text>
    );
  }
  return (
    <Anchor component={Link} to={href} size="sm" fw={600} c="paydesk.7">
      <IconLink size={14} aria-hidden style={{ verticalAlign: -2, marginRight: 4 }} />
      {children}
    </Anchor>
  );
}

/** A row's note on the right: when it was used, when it happened. */
export function RowNote({ children }: { children: ReactNode }) {
  return (
    <Text size="xs" c="dimmed" ta="right">
      {children}
    </Text>
  );
}
