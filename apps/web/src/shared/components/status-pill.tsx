import type { ComponentPropsWithRef } from 'react';
import {
  merchantStatusLabel,
  merchantStatusStyle,
  type StatusStyle,
} from '../merchant-account/merchant-status';
import classes from './status-pill.module.css';

type SpanProps = Omit<ComponentPropsWithRef<'span'>, 'children'>;

export type StatusPillProps = SpanProps &
  (
    | {
        /** One of the display styles of the spec, with the text to show. */
        status: StatusStyle;
        label: string;
        merchantStatus?: never;
        processorId?: never;
      }
    | {
        /** A merchant status number (part 2 §4); the label and style follow from it. */
        merchantStatus: number;
        /** The ' - Pending' suffix is hidden on the newer processor (3). */
        processorId: number;
        status?: never;
        label?: never;
      }
  );

/**
 * The one status pill of the app: a tinted label with a dot, in one of the twelve display
 * styles of part 1 §3 (error, disabled, active, submitted, verifying, info-needed, rejected,
 * in-review, closed-pending, pending, denied, closed). Takes a ref, so a Tooltip can wrap it.
 */
export function StatusPill(props: StatusPillProps) {
  const { status, label, merchantStatus, processorId, className, ...others } = props;
  const style = merchantStatus === undefined ? status : merchantStatusStyle(merchantStatus);
  const text =
    merchantStatus === undefined ? label : merchantStatusLabel(merchantStatus, processorId ?? 0);
  return (
    <span
      {...others}
      className={className ? `${classes.pill} ${className}` : classes.pill}
      data-status={style}
    >
      <span className={classes.dot} aria-hidden="true" />
      {text}
    </span>
  );
}
