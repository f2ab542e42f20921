import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createFieldCipher, decodeKey } from './encryption';

describe('field encryption', () => {
  const cipher = createFieldCipher(randomBytes(32));

  it('round-trips and never shows the plain value', () => {
    const sealed = cipher.encrypt('123-45-6789');
    expect(sealed).toMatch(/^v1:/);
    expect(sealed).not.toContain('6789');
    expect(cipher.decrypt(sealed)).toBe('123-45-6789');
    expect(cipher.encrypt('123-45-6789')).not.toBe(sealed); // fresh IV each time
  });

  it('refuses a tampered value and another key', () => {
    const sealed = cipher.encrypt('000123456789');
    const tampered = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}A`;
    expect(() => cipher.decrypt(tampered)).toThrow();
    expect(() => createFieldCipher(randomBytes(32)).decrypt(sealed)).toThrow();
  });

  it('fingerprints a value the same way under one key, differently under another', () => {
    const print = cipher.fingerprint('021000021');
    expect(cipher.fingerprint('021000021')).toBe(print);
    expect(cipher.fingerprint('021000022')).not.toBe(print);
    expect(print).not.toContain('021000021');
    expect(createFieldCipher(randomBytes(32)).fingerprint('021000021')).not.toBe(print);
  });

  it('reads hex and base64 keys of 32 bytes only', () => {
    expect(decodeKey('ab'.repeat(32))).toHaveLength(32);
    expect(decodeKey(randomBytes(32).toString('base64'))).toHaveLength(32);
    expect(() => decodeKey('short')).toThrow(/32 bytes/);
  });
});
