import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const VERSION = 'v1';

/** AES-256-GCM for SSNs and bank numbers at rest: "v1:" + base64url(iv | tag | ciphertext). */
export interface FieldCipher {
  encrypt(plain: string): string;
  decrypt(sealed: string): string;
  /**
   * A keyed fingerprint of a sealed value, to find equal values without opening them (the bank
   * watch list matches bank accounts on it): HMAC-SHA256 under a key derived from the field key
   * (HMAC(field key, FINGERPRINT_LABEL)), base64url. The same plain text always gives the same
   * fingerprint under one key; without the key a 9-digit routing number cannot be brute-forced
   * from it, as it could from a plain hash.
   */
  fingerprint(plain: string): string;
}

const FINGERPRINT_LABEL = 'paydesk field fingerprint v1';

export function createFieldCipher(key: Buffer): FieldCipher {
  if (key.length !== 32) throw new Error('The encryption key must be 32 bytes');
  const fingerprintKey = createHmac('sha256', key).update(FINGERPRINT_LABEL).digest();
  return {
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
    },
    decrypt(sealed) {
      const [version, payload] = sealed.split(':');
      if (version !== VERSION || !payload) throw new Error('Unknown encrypted value format');
      const raw = Buffer.from(payload, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
    fingerprint(plain) {
      return createHmac('sha256', fingerprintKey).update(plain, 'utf8').digest('base64url');
    },
  };
}

/**
 * The field-encryption key: ENCRYPTION_KEY (32 bytes, base64 or hex) when set, required in
 * production; otherwise one generated once into DATA_DIR/secrets/encryption.key.
 */
export function loadEncryptionKey(options: {
  encryptionKey: string | undefined;
  dataDir: string;
}): Buffer {
  if (options.encryptionKey) return decodeKey(options.encryptionKey);
  const folder = join(options.dataDir, 'secrets');
  const file = join(folder, 'encryption.key');
  if (!existsSync(file)) {
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
  }
  return decodeKey(readFileSync(file, 'utf8').trim());
}

export function decodeKey(text: string): Buffer {
  const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (key.length !== 32)
    throw new Error('ENCRYPTION_KEY must be 32 bytes, as 64 hex characters or base64');
  return key;
}
