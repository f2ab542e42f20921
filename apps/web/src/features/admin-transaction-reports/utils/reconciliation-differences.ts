import type { ReconciliationLine } from '@paydesk/domain/admin-transaction-reports';
import { formatMoney } from '@paydesk/domain/money';

/** One way the two sides of a line differ, said as an analyst reads it. */
export interface Difference {
  key: 'count' | 'gross' | 'fees' | 'net' | 'paid';
  label: string;
  /** Ledger less reported (for `paid`: paid out less the ledger's net); cents, or rows. */
  amount: number;
  text: string;
}

const signed = (amount: number, currency: string) =>
  `${amount > 0 ? '+' : '\u2212'}${formatMoney(Math.abs(amount), currency)}`;

/** The non-zero differences of a line, in the order of its columns; none when it matches. */
export function differencesOf(line: ReconciliationLine): Difference[] {
  const found: Difference[] = [];
  const money = (key: Difference['key'], label: string, amount: number | null) => {
    if (amount)
      found.push({ key, label, amount, text: `${label} ${signed(amount, line.currency)}` });
  };
  if (line.countDifference !== 0) {
    const rows = Math.abs(line.countDifference) === 1 ? 'row' : 'rows';
    found.push({
      key: 'count',
      label: 'Count',
      amount: line.countDifference,
      text: `${line.countDifference > 0 ? '+' : '\u2212'}${Math.abs(line.countDifference)} ${rows} in the ledger`,
    });
  }
  money('gross', 'Gross', line.grossDifference);
  money('fees', 'Fees', line.feesDifference);
  money('net', 'Net', line.netDifference);
  money('paid', 'Paid out vs ledger', line.depositDifference);
  return found;
}

/** 'Matched', or the differences in one line: 'Net +$7.77; Paid out vs ledger −$7.77'. */
export function reconciliationSummary(line: ReconciliationLine): string {
  const differences = differencesOf(line);
  return differences.length === 0 ? 'Matched' : differences.map((d) => d.text).join('; ');
}
