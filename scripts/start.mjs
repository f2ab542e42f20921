// `npm start`: installs nothing; builds what is missing or stale, then runs the server,
// which migrates the database and prints the URL.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { root, staleParts } from './build-state.mjs';

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Paydesk needs Node.js 20.19 or newer; this is ${process.versions.node}.`);
  process.exit(1);
}
if (!existsSync(join(root, 'node_modules', 'fastify'))) {
  console.error('Dependencies are not installed. Run `npm ci` first, then `npm start`.');
  process.exit(1);
}

for (const part of staleParts()) {
  console.log(`Building the ${part.name}...`);
  const result = spawnSync('npm', ['run', 'build', '-w', part.workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error(`Building the ${part.name} failed (see above).`);
    process.exit(result.status ?? 1);
  }
}

const server = spawn(
  process.execPath,
  ['--enable-source-maps', join(root, 'apps/server/dist/main.js')],
  {
    stdio: 'inherit',
    env: process.env,
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
