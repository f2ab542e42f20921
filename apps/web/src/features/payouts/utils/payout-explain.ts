import type { DepositDetail, PayoutLine } from '../api/get-deposit';

/** One line of "explain this payout" with where it starts and ends on the way to the deposit. */
export interface ExplainStep {
  line: PayoutLine;
  /** The running total before and after this line (cents). */
  from: number;
  to: number;
}

export interface PayoutExplanation {
  steps: ExplainStep[];
  /** What the lines add up to (cents). */
  sum: number;
  /** The deposit they should add up to. */
  deposit: number;
  /** sum − deposit: 0 when the lines explain the deposit to the cent. */
  difference: number;
  /** The highest running total: the scale of the waterfall's bars. */
  peak: number;
}

/** The explain lines as a waterfall: gross in, then each deduction, down to the deposit. */
export function explainPayout(
  detail: Pick<DepositDetail, 'deposit' | 'explain'>,
): PayoutExplanation {
  let running = 0;
  let peak = 0;
  const steps = detail.explain.map((line) => {
    const from = running;
    running += line.amount;
    peak = Math.max(peak, from, running);
    return { line, from, to: running };
  });
  const deposit = detail.deposit.totalBatchDepositAmount;
  return {
    steps,
    sum: running,
    deposit,
    difference: running - deposit,
    peak: Math.max(peak, Math.abs(deposit)),
  };
}

/**
 * The batch rows behind a line: its transaction types (a `type` filter of the list below), or
 * every row for a line every transaction adds to (fees); null when no row is behind it.
 */
export function lineRows(
  line: PayoutLine,
  batchCount: number,
): { types: readonly string[]; count: number } | null {
  if (line.count <= 0) return null;
  if (line.types.length > 0) return { types: line.types, count: line.count };
  if (line.kind === 'fees' && batchCount > 0) return { types: [], count: batchCount };
  return null;
}

/** The bar of a step as percentages of the track: where it starts and how wide it is. */
export function stepBar(step: ExplainStep, peak: number): { left: number; width: number } {
  if (peak <= 0) return { left: 0, width: 0 };
  const low = Math.max(0, Math.min(step.from, step.to));
  const high = Math.max(0, step.from, step.to);
  const left = (low / peak) * 100;
  const width = ((high - low) / peak) * 100;
  return { left, width: step.line.amount !== 0 ? Math.max(width, 0.5) : 0 };
}

/** Types in any order as one key: '+CK,+CC' and '+CC,+CK' name the same rows. */
export function sameTypesKey(types: readonly string[]): string {
  return [...types].sort().join(',');
}
