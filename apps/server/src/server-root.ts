import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The apps/server folder, found by walking up from this module: the same answer from
 * the TypeScript sources (tests, dev) and from the bundled dist/main.js.
 */
function locateServerRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === '@paydesk/server') return dir;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot find the @paydesk/server package folder');
    dir = parent;
  }
}

export const serverRoot = locateServerRoot();
export const migrationsFolder = join(serverRoot, 'drizzle');
export const webDistFolder = join(serverRoot, '..', 'web', 'dist');

export const serverVersion: string = (
  JSON.parse(readFileSync(join(serverRoot, 'package.json'), 'utf8')) as { version: string }
).version;
