import { Card, Group, Skeleton, Text, VisuallyHidden } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { ListResult } from '../list-state/use-list-query';
import type { ListState } from '../list-state/use-list-state';
import classes from './data-table.module.css';
import { ListEmpty, ListError } from './list-messages';
import { type ListScreenSpec, renderCell } from './list-screen-spec';

export interface CardViewProps<Row, Key extends string> {
  spec: ListScreenSpec<Row, Key>;
  list: ListState<Key>;
  result: ListResult<Row>;
  rowHref: ((row: Row) => string) | undefined;
  emptyMessage: ReactNode;
}

function CardBody<Row, Key extends string>({
  spec,
  row,
  rest,
}: {
  spec: ListScreenSpec<Row, Key>;
  row: Row;
  rest: readonly Key[];
}) {
  const { title, subtitle, amount } = spec.card;
  const label = (key: Key) => spec.columns.find((column) => column.key === key)?.label ?? key;
  return (
    <>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Text component="div" fw={600}>
            {renderCell(spec, title, row)}
          </Text>
          {subtitle ? (
            <Text component="div" size="sm" c="dimmed">
              {renderCell(spec, subtitle, row)}
            </Text>
          ) : null}
        </div>
        {amount ? (
          <Text
            component="div"
            fw={600}
            style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
          >
            {renderCell(spec, amount, row)}
          </Text>
        ) : null}
      </Group>
      {rest.length > 0 ? (
        <dl className={classes.fields}>
          {rest.map((key) => (
            <Fragment key={key}>
              <dt>{label(key)}</dt>
              <dd>{renderCell(spec, key, row)}</dd>
            </Fragment>
          ))}
        </dl>
      ) : null}
    </>
  );
}

/**
 * The list on narrow screens: one card per row (title, subtitle, amount, then the other
 * visible columns as label and value), each a link to the row's detail, so Tab reaches them.
 */
export function CardView<Row, Key extends string>({
  spec,
  list,
  result,
  rowHref,
  emptyMessage,
}: CardViewProps<Row, Key>) {
  const rows = result.rows ?? [];
  const { title, subtitle, amount } = spec.card;
  const rest = list.visibleColumns.filter(
    (key) => key !== title && key !== subtitle && key !== amount,
  );

  if (result.error) return <ListError error={result.error} onRetry={result.retry} />;
  if (result.loading) {
    return (
      <div aria-busy="true">
        <VisuallyHidden role="status">Loading {spec.label.toLowerCase()}…</VisuallyHidden>
        <ul className={classes.cards} aria-hidden>
          {Array.from({ length: 4 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <li key={index}>
              <Card withBorder padding="sm" radius="md">
                <Skeleton height={16} width="50%" mb="xs" />
                <Skeleton height={12} width="80%" mb={6} />
                <Skeleton height={12} width="70%" />
              </Card>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (rows.length === 0) {
    return (
      <ListEmpty
        message={emptyMessage}
        onClearFilters={list.hasFilters ? list.clearFilters : undefined}
      />
    );
  }
  return (
    <ul
      className={`${classes.cards} ${result.fetching ? classes.stale : ''}`}
      aria-label={spec.label}
      aria-busy={result.fetching || undefined}
    >
      {rows.map((row) => {
        const href = rowHref?.(row);
        return (
          <li key={spec.rowKey(row)}>
            {href ? (
              <Card
                component={Link}
                to={href}
                withBorder
                padding="sm"
                radius="md"
                className={classes.card}
              >
                <CardBody spec={spec} row={row} rest={rest} />
              </Card>
            ) : (
              <Card withBorder padding="sm" radius="md">
                <CardBody spec={spec} row={row} rest={rest} />
              </Card>
            )}
          </li>
        );
      })}
    </ul>
  );
}
