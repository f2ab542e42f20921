import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock';

const freshDir = () => mkdtempSync(join(tmpdir(), 'paydesk-lock-'));

describe('the data directory lock', () => {
  it('is taken and released', () => {
    const dir = freshDir();
    const lock = lockDataDir(dir);
    expect(lock.recoveredStale).toBe(false);
    expect(readFileSync(join(dir, 'paydesk.pid'), 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(existsSync(join(dir, 'paydesk.pid'))).toBe(false);
  });

  it('refuses a directory held by a live process, naming it', () => {
    const dir = freshDir();
    writeFileSync(join(dir, 'paydesk.pid'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(`is in use by process ${process.ppid}`);
  });

  it('recovers the lock of a process that no longer runs', () => {
    const dir = freshDir();
    writeFileSync(join(dir, 'paydesk.pid'), '2147483646');
    const lock = lockDataDir(dir);
    expect(lock.recoveredStale).toBe(true);
    lock.release();
  });
});
