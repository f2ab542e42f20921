import { describe, expect, it } from 'vitest';
import type { PayoutLine } from '../api/get-deposit';
import { testDetail } from '../testing/payout-fixtures';
import { explainPayout, lineRows, sameTypesKey, stepBar } from './payout-explain';

function lineOf(kind: PayoutLine['kind']): PayoutLine {
  const line = testDetail().explain.find((candidate) => candidate.kind === kind);
  if (!line) throw new Error(`no ${kind} line`);
  return line;
}

describe('explainPayout', () => {
  it('runs from the sales down to the deposit, line by line', () => {
    const explained = explainPayout(testDetail());
    expect(explained.steps.map((step) => [step.line.kind, step.from, step.to])).toEqual([
      ['sales', 0, 175000],
      ['refunds', 175000, 160000],
      ['returns', 160000, 150000],
      ['fees', 150000, 145650],
      ['chargebacks', 145650, 145650],
      ['holds', 145650, 145650],
    ]);
    expect(explained).toMatchObject({ sum: 145650, deposit: 145650, difference: 0, peak: 175000 });
  });

  it('says by how much lines that do not add up miss the deposit', () => {
    const detail = testDetail();
    const explained = explainPayout({
      ...detail,
      deposit: { ...detail.deposit, totalBatchDepositAmount: 145000 },
    });
    expect(explained.difference).toBe(650);
  });
});

describe('lineRows', () => {
  const [sales, refunds, fees, chargebacks] = [
    lineOf('sales'),
    lineOf('refunds'),
    lineOf('fees'),
    lineOf('chargebacks'),
  ];

  it('names the types behind a line, or every row for the fees', () => {
    expect(lineRows(sales, 15)).toEqual({ types: ['+CC', '+CK', '+ACH Payment'], count: 12 });
    expect(lineRows(refunds, 15)).toEqual({ types: ['-CC Refund', '-CK'], count: 2 });
    expect(lineRows(fees, 15)).toEqual({ types: [], count: 15 });
  });

  it('has no rows for an empty line', () => {
    expect(lineRows(chargebacks, 15)).toBeNull();
    expect(lineRows({ ...refunds, amount: 0, count: 0 }, 15)).toBeNull();
  });
});

describe('stepBar', () => {
  it('places a deduction where the running total was, on the scale of the peak', () => {
    const step = { line: lineOf('refunds'), from: 175000, to: 160000 };
    const bar = stepBar(step, 175000);
    expect(bar.left).toBeCloseTo((160000 / 175000) * 100);
    expect(bar.width).toBeCloseTo((15000 / 175000) * 100);
  });

  it('draws nothing for a zero line or an empty payout', () => {
    const line = lineOf('chargebacks');
    expect(stepBar({ line, from: 100, to: 100 }, 1000).width).toBe(0);
    expect(stepBar({ line, from: 0, to: 0 }, 0)).toEqual({ left: 0, width: 0 });
  });
});

describe('sameTypesKey', () => {
  it('reads the same types in any order as the same rows', () => {
    expect(sameTypesKey(['-CK', '-CC Refund'])).toBe(sameTypesKey(['-CC Refund', '-CK']));
    expect(sameTypesKey(['+CC'])).not.toBe(sameTypesKey(['+CC', '+CK']));
  });
});
