import { describe, expect, it } from 'vitest';
import { achNextSteps } from './ach-next-steps';

describe('achNextSteps', () => {
  it('allows a retry after insufficient funds once the customer confirms them', () => {
    const steps = achNextSteps('R01');
    expect(steps.retry).toBe(true);
    expect(steps.advice).toContain('confirms the funds');
  });

  it.each(['R02', 'R03', 'R04'])('asks for another account after %s', (code) => {
    const steps = achNextSteps(code);
    expect(steps.retry).toBe(false);
    expect(steps.advice).toContain('another bank account');
  });

  it.each(['R05', 'R07', 'R10', 'R29'])('asks for a new authorization after %s', (code) => {
    const steps = achNextSteps(code);
    expect(steps.retry).toBe(false);
    expect(steps.advice).toContain('new, written authorization');
  });

  it('reads the code in any case and with spaces', () => {
    expect(achNextSteps(' r01 ').retry).toBe(true);
  });

  it.each(['R06', 'R16', '00', '', null])('says to contact the customer for %s', (code) => {
    const steps = achNextSteps(code);
    expect(steps.retry).toBe(false);
    expect(steps.title).toBe('Contact the customer');
  });
});
