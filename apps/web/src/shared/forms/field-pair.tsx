import type { ReactNode } from 'react';
import classes from './field-pair.module.css';

/** Form fields two a row from 36em (first and last name, city and state), one column on a phone. */
export function FieldPair({ children }: { children: ReactNode }) {
  return <div className={classes.pair}>{children}</div>;
}
