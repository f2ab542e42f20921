// `npm run dev`: the server with reload on change (tsx watch) and Vite's dev server with hot
// reload, which proxies /api and /sso to the server.
import { spawn } from 'node:child_process';
import { root } from './build-state.mjs';

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    // Sign-on redirects and e-mailed links go to the Vite dev server, which proxies /api and /sso.
    env: { PUBLIC_URL: 'http://localhost:5173', ...process.env },
  }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' }),
];
console.log('Paydesk dev: open http://localhost:5173 (API on http://localhost:3000)');

let stopping = false;
const stopAll = (code) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));
for (const child of children) child.on('exit', (code) => stopAll(code ?? 1));
