import { formatMoney } from '@paydesk/domain/money';
import type { DisputeRecord } from '../api/get-dispute';

/** The texts of accepting: a chargeback is lost for good; a retrieval is closed unanswered. */
export function acceptTexts(dispute: DisputeRecord) {
  const amount = formatMoney(dispute.amount, dispute.currency);
  if (dispute.kind === 'chargeback') {
    return {
      action: 'Accept chargeback',
      title: 'Accept this chargeback?',
      body: `The cardholder keeps the money (${amount}) and this is final: you will not be able to send evidence for this chargeback afterwards.`,
      done: 'Chargeback accepted',
      doneMessage: 'The cardholder keeps the money.',
    };
  }
  return {
    action: 'Close without answer',
    title: 'Close this request without an answer?',
    body: 'You will not be able to send documents for this request afterwards. An unanswered retrieval request may be followed by a chargeback.',
    done: 'Request closed',
    doneMessage: 'The retrieval request was closed without an answer.',
  };
}
