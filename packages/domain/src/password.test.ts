import { describe, expect, it } from 'vitest';
import { newPasswordSchema, passwordRuleFailures } from './password';

describe('password rules (part 1 §5)', () => {
  it('accepts a password meeting every rule', () => {
    expect(passwordRuleFailures('Owner!Paydesk2026')).toEqual([]);
    expect(newPasswordSchema.safeParse('Owner!Paydesk2026').success).toBe(true);
  });

  it('requires a value', () => {
    expect(passwordRuleFailures('')).toEqual(['This field is required']);
  });

  it('lists every failing rule with its exact message', () => {
    expect(passwordRuleFailures('abc def')).toEqual([
      'Must contain at least 12 characters.',
      'Must contain at least one uppercase character.',
      'Must contain at least one number.',
      'Must contain at least one special character.',
      'Cannot contain spaces.',
    ]);
    expect(passwordRuleFailures('ABCDEFGHIJKL')).toEqual([
      'Must contain at least one lowercase character.',
      'Must contain at least one number.',
      'Must contain at least one special character.',
    ]);
  });

  it('reports all failures through the schema', () => {
    const result = newPasswordSchema.safeParse('short');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toHaveLength(4);
  });
});
