import type { DisputeKind } from '@paydesk/domain/dispute-fields';

/**
 * Query keys of the dispute detail. They sit under the disputes root of the inbox
 * (`['disputes', merchantId]`, features/disputes/api/dispute-keys.ts) beside its `'list'`
 * pages, so an answer can refresh the inbox by its prefix without importing that feature.
 */
export const disputeDetailKeys = {
  merchant: (merchantId: number) => ['disputes', merchantId] as const,
  /** The inbox's pages of an account: the prefix of `disputeKeys.lists(merchantId)`. */
  inboxLists: (merchantId: number) => [...disputeDetailKeys.merchant(merchantId), 'list'] as const,
  details: (merchantId: number) => [...disputeDetailKeys.merchant(merchantId), 'detail'] as const,
  detail: (merchantId: number, kind: DisputeKind, disputeId: number) =>
    [...disputeDetailKeys.details(merchantId), kind, disputeId] as const,
};
