import {
  DISPUTE_KIND_LABELS,
  type DisputeKind,
  EVIDENCE_CATEGORIES,
  RESPONSE_PACKAGE_CATEGORY,
} from '@paydesk/domain/dispute-fields';
import { formatMoney } from '@paydesk/domain/money';

/** 'Chargeback CB-2026-0042', 'Retrieval 601', 'ACH return 701'. */
export function disputeTitle(kind: DisputeKind, id: number, caseNumber: string | null): string {
  return `${DISPUTE_KIND_LABELS[kind]} ${caseNumber ?? id}`;
}

/** The label of an evidence category key; the key itself when unknown. */
export function categoryLabel(key: string): string {
  if (key === RESPONSE_PACKAGE_CATEGORY.key) return RESPONSE_PACKAGE_CATEGORY.label;
  return EVIDENCE_CATEGORIES.find((category) => category.key === key)?.label ?? key;
}

/**
 * Money with its sign, as a ledger line reads: '−$125.00' (a true minus) taken from the
 * account, '+$125.00' given back, '$0.00' for nothing.
 */
export function signedMoney(cents: number, currency: string): string {
  const text = formatMoney(Math.abs(cents), currency);
  if (cents < 0) return `\u2212${text}`;
  return cents > 0 ? `+${text}` : text;
}
