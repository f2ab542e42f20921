import type { ColumnSpec } from './list-params';

/**
 * Rate plans of the back office (part 2 §3 "Rate", §7 "Partners, rates, clients"): the list's
 * and the accounts list's columns, the fee bounds and the messages, zod-free so the screens
 * read the same ones as the server.
 */

/** The columns of GET /admin/rates (and its CSV). */
export const RATE_COLUMNS = [
  { key: 'id', label: 'ID', sortable: true, numeric: true, defaultVisible: true },
  { key: 'rateName', label: 'Rate name', sortable: true, defaultVisible: true },
  { key: 'processorName', label: 'Processor', sortable: true, defaultVisible: true },
  { key: 'partners', label: 'Partners', defaultVisible: true },
  { key: 'isResidualRate', label: 'Residual', defaultVisible: true },
  { key: 'residualRateName', label: 'Residual rate' },
  { key: 'cardPercentBps', label: 'Card %', numeric: true, defaultVisible: true },
  { key: 'cardFixedCents', label: 'Card fixed', numeric: true, defaultVisible: true },
  { key: 'achPercentBps', label: 'ACH %', numeric: true },
  { key: 'achFixedCents', label: 'ACH fixed', numeric: true, defaultVisible: true },
  { key: 'achCapCents', label: 'ACH cap', numeric: true },
  { key: 'rejectedReturnFeeCents', label: 'Rejected return fee', numeric: true },
  { key: 'merchantCount', label: 'Merchants', numeric: true, defaultVisible: true },
] as const satisfies readonly ColumnSpec[];
export type RateColumn = (typeof RATE_COLUMNS)[number]['key'];
/** Part 2 §7: "Default rates sort id,rateName". */
export const RATE_DEFAULT_SORT = 'id,rateName';

/** The columns of GET /admin/rates/accounts (merchants with their rate). */
export const RATE_ACCOUNT_COLUMNS = [
  { key: 'id', label: 'ID', sortable: true, numeric: true, defaultVisible: true },
  { key: 'businessCommonName', label: 'DBA', sortable: true, defaultVisible: true },
  { key: 'processorName', label: 'Processor', defaultVisible: true },
  { key: 'partnerName', label: 'Partner', defaultVisible: true },
  { key: 'rateName', label: 'Rate', defaultVisible: true },
  { key: 'webRateName', label: 'Web rate' },
  { key: 'mobileRateName', label: 'Mobile rate' },
] as const satisfies readonly ColumnSpec[];
export type RateAccountColumn = (typeof RATE_ACCOUNT_COLUMNS)[number]['key'];
export const RATE_ACCOUNT_DEFAULT_SORT = 'businessCommonName';

/** The processors a rate belongs to (part 2 §9): 2 the older, 3 the newer. */
export const RATE_PROCESSOR_IDS = [2, 3] as const;
export type RateProcessorId = (typeof RATE_PROCESSOR_IDS)[number];

/** Sane bounds of a rate's fees: at most 10 % (1,000 basis points) and $10.00 fixed. */
export const RATE_MAX_PERCENT_BPS = 1_000;
export const RATE_MAX_FIXED_CENTS = 1_000;
/** The rejected-return fee may be up to $100.00 (part 2 §9's sample is 10.00). */
export const RATE_MAX_RETURN_FEE_CENTS = 10_000;
export const RATE_NAME_MAX = 100;

export const RATE_MESSAGES = {
  nameRequired: 'Enter the rate name.',
  nameTaken: 'A rate with this name already exists on this processor.',
  processor: 'Use processor 2 (older) or 3 (newer).',
  // The API takes whole basis points (0 to 1000) and cents; the screens type percent and dollars.
  percent: 'Use a percentage from 0.00 % to 10.00 %, to the hundredth.',
  fixed: 'Use an amount from $0.00 to $10.00.',
  returnFee: 'Use an amount from $0.00 to $100.00.',
  notFound: 'Rate not found.',
  processorNotFound: 'Processor not found: use 2 (older) or 3 (newer).',
  partnerUnknown: 'Partner not found.',
  residualPointsAtResidual: 'A residual rate cannot point at another rate.',
  residualTargetNotResidual: 'The residual rate chosen is not a residual rate.',
  residualTargetOtherProcessor: 'The residual rate must belong to the same processor as this rate.',
  residualTargetSelf: 'A rate cannot point at itself.',
  residualTargetUnknown: 'The residual rate chosen does not exist.',
  residualInUse: 'Other rates point at this residual rate: point them elsewhere first.',
  residualHasMerchants:
    'Merchants are on this rate: move them to another rate before making it residual.',
  newTransactionsOnly:
    'Changes to a rate apply to new transactions only; transactions already made keep their fees.',
} as const;

/** '2.90 %' from 290 basis points. */
export function formatBps(bps: number): string {
  return `${(bps / 100).toFixed(2)} %`;
}
