import {
  DISPUTE_KIND_LABELS,
  type DisputeKind,
  EVIDENCE_CATEGORIES,
  RESPONSE_PACKAGE_CATEGORY,
} from '@paydesk/domain/dispute-fields';

/** 'Chargeback CB-2026-0042', 'Retrieval 601', 'ACH return 701'. */
export function disputeTitle(kind: DisputeKind, id: number, caseNumber: string | null): string {
  return `${DISPUTE_KIND_LABELS[kind]} ${caseNumber ?? id}`;
}

/** The label of an evidence category key; the key itself when unknown. */
export function categoryLabel(key: string): string {
  if (key === RESPONSE_PACKAGE_CATEGORY.key) return RESPONSE_PACKAGE_CATEGORY.label;
  return EVIDENCE_CATEGORIES.find((category) => category.key === key)?.label ?? key;
}
