/** Part 1 §9: the warning counts down 30 s; the idle check runs every second. */
export const IDLE_COUNTDOWN_MS = 30_000;
export const IDLE_CHECK_INTERVAL_MS = 1_000;

export type IdlePhase =
  | { kind: 'active' }
  /** The warning shows; the user is logged out at `deadline` unless they stay. */
  | { kind: 'warning'; startedAt: number; deadline: number }
  | { kind: 'expired' };

export interface IdleClock {
  now: number;
  /** The last activity in any tab. */
  lastActivity: number;
  idleMs: number;
  countdownMs?: number;
}

/**
 * One idle check. Idle for `idleMs` opens the warning; its deadline counts from the last
 * activity, so a computer that slept past idle + countdown logs out at once. Activity in
 * another tab after the warning opened (or its "I'm still here") closes it again.
 */
export function nextIdlePhase(phase: IdlePhase, clock: IdleClock): IdlePhase {
  const countdownMs = clock.countdownMs ?? IDLE_COUNTDOWN_MS;
  const deadline = clock.lastActivity + clock.idleMs + countdownMs;
  if (phase.kind === 'expired') return phase;
  if (phase.kind === 'warning') {
    if (clock.lastActivity > phase.startedAt) return { kind: 'active' };
    return clock.now >= phase.deadline ? { kind: 'expired' } : phase;
  }
  if (clock.now >= deadline) return { kind: 'expired' };
  if (clock.now - clock.lastActivity >= clock.idleMs) {
    return { kind: 'warning', startedAt: clock.now, deadline };
  }
  return phase;
}

/** Whole seconds left on the warning's countdown (never below 0). */
export function secondsLeft(phase: IdlePhase, now: number): number {
  if (phase.kind !== 'warning') return 0;
  return Math.max(0, Math.ceil((phase.deadline - now) / 1000));
}
