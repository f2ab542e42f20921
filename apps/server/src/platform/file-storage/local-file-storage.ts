import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { checkStorageKey, type FileStorage } from './file-storage';

/** Temporary files older than this are left by a crash mid-upload: swept on first use. */
const STALE_TEMP_MS = 60 * 60_000;

const isMissing = (error: unknown) =>
  (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';

/**
 * Files under `root` (DATA_DIR/files): each upload is written to `root/.tmp`, flushed to disk,
 * then renamed to its key (one filesystem, so the rename is atomic): a reader never sees a
 * half-written file and a failed or cut-off upload leaves nothing under the key. Nothing is
 * created until the first upload, so an app that stores no file leaves the folder alone.
 */
export function createLocalFileStorage(root: string): FileStorage {
  const tempDir = join(root, '.tmp');
  let ready: Promise<void> | undefined;
  const prepare = () => {
    ready ??= (async () => {
      await mkdir(tempDir, { recursive: true, mode: 0o700 });
      await sweepStaleTemp(tempDir);
    })();
    return ready;
  };
  const pathOf = (key: string) => join(root, ...checkStorageKey(key).split('/'));

  return {
    kind: 'local',
    async put(key, body: Readable) {
      const target = pathOf(key);
      await prepare();
      const temp = join(tempDir, randomUUID());
      // `flush`: fsync before close, so the renamed file is on disk, not in the page cache.
      const out = createWriteStream(temp, { flags: 'wx', mode: 0o600, flush: true });
      // The stream opens its file asynchronously: after a failure, its file may be created (and
      // closed) only after the pipeline has rejected, so the clean-up waits for the close.
      const closed = new Promise<void>((resolve) => out.once('close', () => resolve()));
      try {
        await pipeline(body, out);
        await mkdir(dirname(target), { recursive: true, mode: 0o700 });
        await rename(temp, target);
      } catch (error) {
        body.destroy();
        out.destroy();
        await closed;
        await rm(temp, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        const handle = await open(pathOf(key), 'r');
        return handle.createReadStream();
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

async function sweepStaleTemp(tempDir: string): Promise<void> {
  const cutoff = Date.now() - STALE_TEMP_MS;
  for (const name of await readdir(tempDir)) {
    const path = join(tempDir, name);
    try {
      if ((await stat(path)).mtimeMs < cutoff) await rm(path, { force: true });
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }
}
