// What `npm start` must build: a part is stale when a source file is newer than its output.
// A folder counts with its own mtime too, so a file deleted or renamed there makes it stale.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

function isStale(output, sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((source) => newestMtime(join(root, source)) > built);
}

export const parts = [
  {
    name: 'web app',
    workspace: 'apps/web',
    output: join(root, 'apps/web/dist/index.html'),
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/postcss.config.cjs',
      'packages/domain/src',
      'package-lock.json',
    ],
  },
  {
    name: 'server',
    workspace: 'apps/server',
    output: join(root, 'apps/server/dist/main.js'),
    sources: [
      'apps/server/src',
      'apps/server/build.mjs',
      'packages/domain/src',
      'package-lock.json',
    ],
  },
];

export const staleParts = () => parts.filter((part) => isStale(part.output, part.sources));
