import { useCallback, useEffect, useRef, useState } from 'react';
import { lastActivity, recordActivity, resetActivity } from './activity';
import { IDLE_CHECK_INTERVAL_MS, type IdlePhase, nextIdlePhase, secondsLeft } from './idle-rules';

const ACTIVITY_EVENTS = ['pointermove', 'pointerdown', 'keydown', 'wheel', 'touchstart'] as const;
const ACTIVE: IdlePhase = { kind: 'active' };

export interface IdleTimeout {
  phase: IdlePhase;
  /** Seconds left on the warning's countdown. */
  secondsLeft: number;
  /** "I'm still here": counts afresh from now (in every tab). */
  stay: () => void;
}

/**
 * Idle detection (part 1 §2 "Session time-out modal"): activity in any tab counts; the check
 * runs every second; `onExpire` runs when the warning's countdown ends.
 */
export function useIdleTimeout(idleMs: number, onExpire: () => void): IdleTimeout {
  const [phase, setPhase] = useState<IdlePhase>(ACTIVE);
  const [now, setNow] = useState(() => Date.now());
  const phaseRef = useRef<IdlePhase>(ACTIVE);
  const expireRef = useRef(onExpire);
  expireRef.current = onExpire;

  useEffect(() => {
    const onActivity = () => {
      if (phaseRef.current.kind === 'active') recordActivity();
    };
    for (const name of ACTIVITY_EVENTS) {
      window.addEventListener(name, onActivity, { capture: true, passive: true });
    }
    const timer = window.setInterval(() => {
      const time = Date.now();
      const next = nextIdlePhase(phaseRef.current, {
        now: time,
        lastActivity: lastActivity(),
        idleMs,
      });
      if (next !== phaseRef.current) {
        phaseRef.current = next;
        setPhase(next);
        if (next.kind === 'expired') expireRef.current();
      }
      if (next.kind === 'warning') setNow(time);
    }, IDLE_CHECK_INTERVAL_MS);
    return () => {
      window.clearInterval(timer);
      for (const name of ACTIVITY_EVENTS) {
        window.removeEventListener(name, onActivity, { capture: true });
      }
    };
  }, [idleMs]);

  const stay = useCallback(() => {
    resetActivity();
    phaseRef.current = ACTIVE;
    setPhase(ACTIVE);
  }, []);

  return { phase, secondsLeft: secondsLeft(phase, now), stay };
}
