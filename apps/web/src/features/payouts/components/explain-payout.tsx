import { Anchor, Badge, Group, Paper, Text, Title } from '@mantine/core';
import { formatMoney } from '@paydesk/domain/money';
import { IconAlertTriangle, IconArrowRight, IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatCount } from '../../../shared/format/numbers';
import type { DepositDetail } from '../api/get-deposit';
import { explainPayout, lineRows, sameTypesKey, stepBar } from '../utils/payout-explain';
import classes from './explain-payout.module.css';

export interface ExplainPayoutProps {
  detail: DepositDetail;
  /** Where a line's rows are: the batch list below filtered by these types (none: all rows). */
  rowsHref: (types: readonly string[]) => string;
  /** The list's current `type` filter ('' for none): its line reads as the one shown. */
  currentTypes: string;
  /** After a line's link is followed (the page brings the list into view). */
  onFollow?: () => void;
}

/** '+$1,104.56', '−$28.54', '$0.00'. */
export function signedMoney(cents: number, currency: string): string {
  if (cents === 0) return formatMoney(0, currency);
  return `${cents > 0 ? '+' : '−'}${formatMoney(Math.abs(cents), currency)}`;
}

const plural = (count: number, word: string) =>
  `${formatCount(count)} ${word}${count === 1 ? '' : 's'}`;

/**
 * "Explain this payout" (beyond the spec): gross to net as a ledger with a waterfall, each
 * line with its count, its note and a link to the batch rows behind it, down to the deposit,
 * and whether the lines add up to it.
 */
export function ExplainPayout({ detail, rowsHref, currentTypes, onFollow }: ExplainPayoutProps) {
  const { deposit, totals } = detail;
  const currency = deposit.currency;
  const explained = explainPayout(detail);
  const addsUp = explained.difference === 0;
  const sales = detail.explain.find((line) => line.kind === 'sales');

  return (
    <Paper component="section" aria-labelledby="explain-heading" withBorder radius="lg" p="lg">
      <Group justify="space-between" align="flex-start" gap="sm">
        <div>
          <Title order={2} fz="h3" id="explain-heading">
            Explain this payout
          </Title>
          <Text size="sm" c="dimmed" mt={2}>
            {sales
              ? `How ${formatMoney(sales.amount, currency)} of sales became the ${formatMoney(deposit.totalBatchDepositAmount, currency)} deposit.`
              : 'What this payout is made of.'}
          </Text>
        </div>
        {addsUp ? (
          <Badge
            color="teal"
            variant="light"
            size="lg"
            tt="none"
            leftSection={<IconCheck size={14} aria-hidden />}
          >
            Adds up to the deposit
          </Badge>
        ) : (
          <Badge
            color="red"
            variant="light"
            size="lg"
            tt="none"
            leftSection={<IconAlertTriangle size={14} aria-hidden />}
          >
            {`Off by ${formatMoney(Math.abs(explained.difference), currency)}`}
          </Badge>
        )}
      </Group>

      <ol className={classes.ledger} aria-label="Gross to net">
        {explained.steps.map((step) => {
          const { line } = step;
          const rows = lineRows(line, totals.count);
          const bar = stepBar(step, explained.peak);
          // The line whose rows the list shows (a type filter: the fees' "all rows" is no choice).
          const current =
            rows !== null &&
            currentTypes !== '' &&
            sameTypesKey(rows.types) === sameTypesKey(currentTypes.split(','));
          const meta = [
            line.count > 0 ? plural(line.count, 'transaction') : null,
            line.note,
          ].filter(Boolean);
          return (
            <li
              key={line.kind}
              className={classes.line}
              data-kind={line.kind}
              data-sign={line.amount > 0 ? 'in' : line.amount < 0 ? 'out' : 'none'}
              data-current={current || undefined}
            >
              <div className={classes.what}>
                <Text component="span" fw={600} className={classes.label}>
                  {line.label}
                </Text>
                {meta.length > 0 ? (
                  <Text component="span" size="sm" c="dimmed" className={classes.meta}>
                    {meta.join(' · ')}
                  </Text>
                ) : null}
              </div>
              <div className={classes.track} data-empty={bar.width === 0 || undefined} aria-hidden>
                {bar.width > 0 ? (
                  <span
                    className={classes.bar}
                    style={{ left: `${bar.left}%`, width: `${bar.width}%` }}
                  />
                ) : null}
              </div>
              <Text component="span" className={classes.amount} data-testid="line-amount">
                {signedMoney(line.amount, currency)}
              </Text>
              <div className={classes.link}>
                {rows ? (
                  <Anchor
                    component={Link}
                    to={rowsHref(rows.types)}
                    preventScrollReset
                    size="sm"
                    c="paydesk.7"
                    fw={500}
                    onClick={onFollow}
                    aria-current={current ? 'true' : undefined}
                    aria-label={`View ${formatCount(rows.count)} ${rows.count === 1 ? 'transaction' : 'transactions'}: ${line.label}`}
                  >
                    View {formatCount(rows.count)}
                    <IconArrowRight size={14} aria-hidden className={classes.arrow} />
                  </Anchor>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>

      <div className={classes.total}>
        <Text component="span" fw={700} className={classes.label}>
          Deposit
        </Text>
        <div className={classes.track} aria-hidden>
          <span
            className={`${classes.bar} ${classes.depositBar}`}
            style={{
              left: 0,
              width: `${explained.peak > 0 ? (Math.max(0, deposit.totalBatchDepositAmount) / explained.peak) * 100 : 0}%`,
            }}
          />
        </div>
        <Text component="span" fw={700} className={classes.amount} data-testid="deposit-amount">
          {formatMoney(deposit.totalBatchDepositAmount, currency)}
        </Text>
        <div className={classes.link} />
      </div>
      {!addsUp ? (
        <Text size="sm" c="red.9" mt="sm" role="note">
          {`The lines add up to ${formatMoney(explained.sum, currency)}, ${formatMoney(Math.abs(explained.difference), currency)} ${explained.difference > 0 ? 'more' : 'less'} than the deposit. Contact support with this payout's trace number.`}
        </Text>
      ) : null}
    </Paper>
  );
}
