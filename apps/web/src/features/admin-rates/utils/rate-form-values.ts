import type { CreateRateInput, UpdateRateInput } from '@paydesk/domain/admin-rates';

/**
 * A rate's form as a person fills it in: percentages typed as percent ('2.90'), amounts as
 * dollars ('0.30'), the ACH cap empty for none. `toRateInput` turns them into the API's whole
 * basis points and cents; what is not a number stays as typed, so the schema's message shows.
 */
export type RateFormValues = {
  rateName: string;
  processorId: string;
  cardPercentBps: string;
  cardFixedCents: string;
  achPercentBps: string;
  achFixedCents: string;
  achCapCents: string;
  rejectedReturnFeeCents: string;
};

export const EMPTY_RATE: RateFormValues = {
  rateName: '',
  processorId: '3',
  cardPercentBps: '2.90',
  cardFixedCents: '0.30',
  achPercentBps: '0.10',
  achFixedCents: '0.35',
  achCapCents: '0.45',
  rejectedReturnFeeCents: '10.00',
};

const hundredths = (text: string): number | string => {
  const trimmed = text.trim();
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return trimmed === '' ? Number.NaN : trimmed;
  return Math.round(Number(trimmed) * 10_000) / 100;
};

/** '2.90' → 290 (basis points), '0.30' → 30 (cents); 2.905 → 290.5 (not whole: refused). */
export const toHundredths = (text: string) => hundredths(text);

const fees = (v: RateFormValues) => ({
  cardPercentBps: hundredths(v.cardPercentBps),
  cardFixedCents: hundredths(v.cardFixedCents),
  achPercentBps: hundredths(v.achPercentBps),
  achFixedCents: hundredths(v.achFixedCents),
  achCapCents: v.achCapCents.trim() === '' ? null : hundredths(v.achCapCents),
  rejectedReturnFeeCents: hundredths(v.rejectedReturnFeeCents),
});

export const toCreateRateInput = (v: RateFormValues) =>
  ({
    rateName: v.rateName,
    processorId: Number(v.processorId),
    ...fees(v),
  }) as unknown as CreateRateInput;

export const toUpdateRateInput = (v: RateFormValues) =>
  ({ rateName: v.rateName, ...fees(v) }) as unknown as UpdateRateInput;

const typed = (n: number) => (n / 100).toFixed(2);

/** The form of an existing rate. */
export function rateFormValues(rate: {
  rateName: string;
  processor: number;
  cardPercentBps: number;
  cardFixedCents: number;
  achPercentBps: number;
  achFixedCents: number;
  achCapCents: number | null;
  rejectedReturnFeeCents: number;
}): RateFormValues {
  return {
    rateName: rate.rateName,
    processorId: String(rate.processor),
    cardPercentBps: typed(rate.cardPercentBps),
    cardFixedCents: typed(rate.cardFixedCents),
    achPercentBps: typed(rate.achPercentBps),
    achFixedCents: typed(rate.achFixedCents),
    achCapCents: rate.achCapCents === null ? '' : typed(rate.achCapCents),
    rejectedReturnFeeCents: typed(rate.rejectedReturnFeeCents),
  };
}
