import { DISPUTE_RULE_MESSAGES, type DisputeKind } from '@paydesk/domain/dispute-fields';

/** What the actions of a dispute depend on. */
export interface DisputeFacts {
  kind: DisputeKind;
  status: string;
  /** The response deadline (null: none, as for ACH returns). */
  respondBy: Date | null;
}

export type Ability = { allowed: true; reason: null } | { allowed: false; reason: string };

const allowed: Ability = { allowed: true, reason: null };
const refused = (reason: string): Ability => ({ allowed: false, reason });

const FINAL = new Set(['won', 'lost', 'accepted', 'Closed']);
const AWAITING = new Set(['evidence-needed', 'Unanswered']);

/**
 * Whether a dispute may still be countered or accepted (part 1 §7): only a chargeback or a
 * retrieval, only while it awaits the merchant's answer, and only until its deadline (the
 * deadline's own moment still counts). The rule is the same for both actions; a counter of a
 * chargeback also needs evidence (`counterProblem`).
 */
export function disputeAbility(facts: DisputeFacts, now: Date): Ability {
  if (facts.kind === 'ach-return') return refused(DISPUTE_RULE_MESSAGES.achReturn);
  if (FINAL.has(facts.status)) return refused(DISPUTE_RULE_MESSAGES.decided);
  if (!AWAITING.has(facts.status)) return refused(DISPUTE_RULE_MESSAGES.answered);
  if (facts.respondBy && now.getTime() > facts.respondBy.getTime()) {
    return refused(DISPUTE_RULE_MESSAGES.deadlinePassed);
  }
  return allowed;
}

/** A counter's own condition: a chargeback is countered with at least one file. */
export function counterProblem(kind: DisputeKind, evidenceCount: number): string | null {
  return kind === 'chargeback' && evidenceCount === 0 ? DISPUTE_RULE_MESSAGES.evidenceNeeded : null;
}

/**
 * Whether staff may record the processor's decision now: only on a chargeback countered and
 * still under review (its deadline does not matter: the merchant has answered).
 */
export function decisionAbility(facts: DisputeFacts): Ability {
  if (facts.kind !== 'chargeback') return refused(DISPUTE_RULE_MESSAGES.decisionNotChargeback);
  if (FINAL.has(facts.status)) return refused(DISPUTE_RULE_MESSAGES.decided);
  if (facts.status !== 'under-review') return refused(DISPUTE_RULE_MESSAGES.decisionNotCountered);
  return allowed;
}
