import { DISPUTE_STATUS_LABELS, type DisputeDecision } from '@paydesk/domain/dispute-fields';
import { formatMoney } from '@paydesk/domain/money';
import type { DisputeRecord } from '../api/get-dispute';

/** What each decision means for the merchant's money, said before and after recording it. */
export function decisionTexts(dispute: DisputeRecord, decision: DisputeDecision) {
  const amount = formatMoney(dispute.amount, dispute.currency);
  const label = DISPUTE_STATUS_LABELS[decision];
  const effect =
    decision === 'won'
      ? `${amount} is returned to the merchant's account.`
      : `The cardholder keeps the money (${amount}); it stays debited from the merchant's account.`;
  return {
    label,
    /** Beside the choice. */
    hint:
      decision === 'won' ? 'The merchant gets the money back.' : 'The cardholder keeps the money.',
    title: `Record this chargeback as ${label.toLowerCase()}?`,
    body: `${effect} The merchant sees the decision, and it cannot be changed afterwards.`,
    action: `Record as ${label.toLowerCase()}`,
    doneMessage: `Recorded as ${label.toLowerCase()}. ${effect}`,
  };
}
