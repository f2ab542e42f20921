import {
  CARD_BRANDS,
  RESPONSE_CODES,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPE_GROUPS,
  TRANSACTION_TYPE_LABELS,
  type TransactionType,
} from '@paydesk/domain/transaction-fields';
import { TRANSACTION_STATUS_PILLS } from '../../../shared/components/transaction-status-pill';
import type { FilterOption } from '../../../shared/list-state/filter-spec';

/** 'Card refund' for '-CC Refund'; an unknown code as it is. */
export function typeLabel(type: string): string {
  return TRANSACTION_TYPE_LABELS[type as TransactionType] ?? type;
}

const GROUP_NAMES: Record<keyof typeof TRANSACTION_TYPE_GROUPS, string> = {
  sale: 'Sales',
  refund: 'Refunds',
  void: 'Voids',
  decline: 'Declines',
  return: 'Returns',
  pending: 'Pending',
};

/**
 * The type filter's choices, group by group (sales, refunds, voids, declines, returns,
 * pending), each named by its group and type: 'Refunds · Card refund (-CC Refund)'.
 */
export const TYPE_OPTIONS: readonly FilterOption[] = Object.entries(
  TRANSACTION_TYPE_GROUPS,
).flatMap(([group, types]) =>
  types.map((type) => ({
    value: type,
    label: `${GROUP_NAMES[group as keyof typeof GROUP_NAMES]} · ${TRANSACTION_TYPE_LABELS[type]} (${type})`,
  })),
);

export const BRAND_OPTIONS: readonly FilterOption[] = CARD_BRANDS.map((brand) => ({
  value: brand,
  label: brand,
}));

export const STATUS_OPTIONS: readonly FilterOption[] = TRANSACTION_STATUSES.map((status) => ({
  value: status,
  label: TRANSACTION_STATUS_PILLS[status].label,
}));

/** '00 Approved', '05 Do not honor', '78 Account not recognized', in code order. */
export const RESPONSE_CODE_OPTIONS: readonly FilterOption[] = Object.entries(RESPONSE_CODES)
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([code, meaning]) => ({ value: code, label: `${code} ${meaning}` }));

/** A sale's refunds, voids and returns lower what it brought in: shown with their sign. */
export const isNegative = (cents: number) => cents < 0;
