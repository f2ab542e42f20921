import { describe, expect, it } from 'vitest';
import { type IdlePhase, nextIdlePhase, secondsLeft } from './idle-rules';

const idleMs = 15 * 60_000;
const active: IdlePhase = { kind: 'active' };

describe('nextIdlePhase', () => {
  it('stays active until the idle time has passed', () => {
    expect(nextIdlePhase(active, { now: idleMs - 1, lastActivity: 0, idleMs })).toEqual(active);
  });

  it('opens the warning with a 30 s countdown once idle', () => {
    const phase = nextIdlePhase(active, { now: idleMs + 400, lastActivity: 0, idleMs });
    expect(phase).toEqual({ kind: 'warning', startedAt: idleMs + 400, deadline: idleMs + 30_000 });
    expect(secondsLeft(phase, idleMs + 400)).toBe(30);
    expect(secondsLeft(phase, idleMs + 29_001)).toBe(1);
  });

  it('expires at the deadline, and at once after a long sleep', () => {
    const warning: IdlePhase = { kind: 'warning', startedAt: idleMs, deadline: idleMs + 30_000 };
    const clock = { lastActivity: 0, idleMs };
    expect(nextIdlePhase(warning, { ...clock, now: idleMs + 29_999 })).toBe(warning);
    expect(nextIdlePhase(warning, { ...clock, now: idleMs + 30_000 })).toEqual({ kind: 'expired' });
    expect(nextIdlePhase(active, { ...clock, now: 3 * idleMs })).toEqual({ kind: 'expired' });
  });

  it('closes the warning when another tab saw activity after it opened', () => {
    const warning: IdlePhase = { kind: 'warning', startedAt: idleMs, deadline: idleMs + 30_000 };
    const later = { now: idleMs + 5_000, lastActivity: idleMs + 4_000, idleMs };
    expect(nextIdlePhase(warning, later)).toEqual(active);
  });

  it('accepts a fractional idle time (0.1 minute = 6 s)', () => {
    const phase = nextIdlePhase(active, { now: 6_000, lastActivity: 0, idleMs: 6_000 });
    expect(phase.kind).toBe('warning');
    expect(secondsLeft({ kind: 'active' }, 0)).toBe(0);
  });
});
