import { describe, expect, it } from 'vitest';
import { SubmissionKeys, stableStringify } from './submission-key';

function counter() {
  let n = 0;
  return () => `key-${++n}`;
}

describe('SubmissionKeys', () => {
  it('keeps the key while the same values are sent again', () => {
    const keys = new SubmissionKeys(counter());
    expect(keys.key).toBeUndefined();
    expect(keys.keyFor({ amount: 5000, reason: 'x' })).toBe('key-1');
    expect(keys.keyFor({ reason: 'x', amount: 5000 })).toBe('key-1');
    expect(keys.key).toBe('key-1');
  });

  it('makes a new key when the values change', () => {
    const keys = new SubmissionKeys(counter());
    keys.keyFor({ amount: 5000 });
    expect(keys.keyFor({ amount: 6000 })).toBe('key-2');
  });

  it('makes a new key after a success, even for the same values', () => {
    const keys = new SubmissionKeys(counter());
    keys.keyFor({ amount: 5000 });
    keys.renew();
    expect(keys.key).toBeUndefined();
    expect(keys.keyFor({ amount: 5000 })).toBe('key-2');
  });

  it('makes UUIDs by default', () => {
    expect(new SubmissionKeys().keyFor({})).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('reads objects the same whatever the order of their keys', () => {
    expect(stableStringify({ b: 1, a: { d: [2, { f: 1, e: 0 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[2,{"e":0,"f":1}]},"b":1}',
    );
  });
});
