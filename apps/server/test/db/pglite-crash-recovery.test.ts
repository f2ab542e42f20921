import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { exited, spawnTs } from '../support/spawn-ts';

const MIN_ACKS = 150;

describe('PGlite after kill -9', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'paydesk-crash-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('reopens the data directory and finds every acknowledged row', async () => {
    const writer = spawnTs('test/support/crash-writer.ts', [dataDir]);
    const acked: number[] = [];
    let stderr = '';
    writer.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    let buffered = '';
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`writer too slow: ${stderr}`)), 60_000);
      writer.stdout.on('data', (chunk: Buffer) => {
        buffered += chunk.toString();
        const lines = buffered.split('\n');
        buffered = lines.pop() ?? '';
        for (const line of lines) {
          if (line.startsWith('ack ')) acked.push(Number(line.slice(4)));
        }
        if (acked.length >= MIN_ACKS) {
          clearTimeout(timer);
          writer.kill('SIGKILL'); // mid-write: the loop never pauses
          resolve();
        }
      });
      writer.once('exit', () => {
        clearTimeout(timer);
        if (acked.length < MIN_ACKS) reject(new Error(`writer exited early: ${stderr}`));
      });
    });
    expect(await exited(writer)).toBe('SIGKILL');
    expect(existsSync(join(dataDir, 'paydesk.pid'))).toBe(true); // the dead writer's lock

    const recovered: string[] = [];
    const handle = await openDatabase({ dataDir, onRecovered: (m) => recovered.push(m) });
    try {
      expect(recovered).toHaveLength(1);
      const result = await handle.db.execute<{ id: number }>(
        sql`select id::int as id from crash_probe order by id`,
      );
      const stored = new Set(
        (result as unknown as { rows: { id: number }[] }).rows.map((r) => r.id),
      );
      const lost = acked.filter((id) => !stored.has(id));
      expect(lost).toEqual([]);
      expect(stored.size).toBeGreaterThanOrEqual(acked.length);
      // And the directory is usable for writing again.
      await handle.db.execute(sql`insert into crash_probe (payload) values ('after')`);
    } finally {
      await handle.close();
    }
    expect(existsSync(join(dataDir, 'paydesk.pid'))).toBe(false);
  });
});
