import { Text } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import classes from './detail-page.module.css';

/** One row of a field list: a label and its value (null or undefined shows '—'). */
export interface Field {
  label: string;
  value: ReactNode;
}

/** Label/value rows of a detail page, as a description list (labels are unique: they key the rows). */
export function FieldList({ fields }: { fields: readonly Field[] }) {
  return (
    <dl className={classes.fields}>
      {fields.map(({ label, value }) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value ?? '—'}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/** A code with what it means, when known: '00 · Approved'; '—' without a code. */
export function CodedValue({ code, meaning }: { code: string | null; meaning?: string | null }) {
  if (!code) return <>—</>;
  return (
    <>
      <Text component="span" ff="monospace" fw={600} size="sm">
        {code}
      </Text>
      {meaning ? ` · ${meaning}` : null}
    </>
  );
}
