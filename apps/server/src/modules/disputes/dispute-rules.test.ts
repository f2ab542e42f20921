import { DISPUTE_RULE_MESSAGES } from '@paydesk/domain/dispute-fields';
import { describe, expect, it } from 'vitest';
import { counterProblem, disputeAbility } from './dispute-rules';

const now = new Date('2026-11-20T12:00:00Z');
const later = new Date('2026-11-25T00:00:00Z');
const earlier = new Date('2026-11-19T00:00:00Z');

describe('dispute rules', () => {
  it('lets an awaiting chargeback or retrieval be answered until its deadline, the moment itself included', () => {
    for (const [kind, status] of [
      ['chargeback', 'evidence-needed'],
      ['retrieval', 'Unanswered'],
    ] as const) {
      expect(disputeAbility({ kind, status, respondBy: later }, now).allowed).toBe(true);
      expect(disputeAbility({ kind, status, respondBy: now }, now).allowed).toBe(true);
      expect(disputeAbility({ kind, status, respondBy: earlier }, now)).toEqual({
        allowed: false,
        reason: DISPUTE_RULE_MESSAGES.deadlinePassed,
      });
    }
  });

  it('refuses decided, answered and ACH-return disputes with the reason', () => {
    const reason = (kind: 'chargeback' | 'retrieval' | 'ach-return', status: string) =>
      disputeAbility({ kind, status, respondBy: later }, now).reason;
    expect(reason('chargeback', 'won')).toBe(DISPUTE_RULE_MESSAGES.decided);
    expect(reason('chargeback', 'accepted')).toBe(DISPUTE_RULE_MESSAGES.decided);
    expect(reason('retrieval', 'Closed')).toBe(DISPUTE_RULE_MESSAGES.decided);
    expect(reason('chargeback', 'under-review')).toBe(DISPUTE_RULE_MESSAGES.answered);
    expect(reason('retrieval', 'Answered')).toBe(DISPUTE_RULE_MESSAGES.answered);
    expect(reason('ach-return', 'returned')).toBe(DISPUTE_RULE_MESSAGES.achReturn);
  });

  it('needs a file to counter a chargeback, not to answer a retrieval', () => {
    expect(counterProblem('chargeback', 0)).toBe(DISPUTE_RULE_MESSAGES.evidenceNeeded);
    expect(counterProblem('chargeback', 1)).toBeNull();
    expect(counterProblem('retrieval', 0)).toBeNull();
  });
});
