import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The key that signs session tokens: AUTH_SECRET when set (required in production and with
 * several replicas, which must share it); otherwise one generated once and kept in
 * DATA_DIR/secrets/auth.key, so tokens survive a restart of the single process.
 */
export function loadAuthSecret(options: {
  authSecret: string | undefined;
  dataDir: string;
}): Uint8Array {
  if (options.authSecret) return new TextEncoder().encode(options.authSecret);
  const folder = join(options.dataDir, 'secrets');
  const file = join(folder, 'auth.key');
  if (!existsSync(file)) {
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}
