// Where a CPU profile's time goes: self time by function and by package.
//   node bench/profile-summary.mjs <file.cpuprofile> [--top 25]
// Profiles come from `node --cpu-prof` (e.g. BENCH_SERVER_NODE_ARGS='--cpu-prof
// --cpu-prof-dir=DIR' with bench/overhead or bench/dashboard).
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { top: { type: 'string', default: '25' } },
});
if (!positionals[0]) {
  console.error('usage: node bench/profile-summary.mjs <file.cpuprofile> [--top 25]');
  process.exit(1);
}
const profile = JSON.parse(readFileSync(positionals[0], 'utf8'));
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfTime = new Map();
for (let i = 0; i < profile.samples.length; i += 1) {
  const id = profile.samples[i];
  selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
}
const total = [...selfTime.values()].reduce((a, b) => a + b, 0);

/** The package a script belongs to (node_modules/<pkg>), node's own code, or the app. */
function packageOf(url) {
  if (!url) return '(native / V8)';
  if (url.startsWith('node:')) return 'node core';
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (match) return match[1];
  if (url.includes('/apps/server/dist/')) return 'paydesk (bundled server)';
  return url.replace(/^file:\/\//, '');
}

const byFunction = new Map();
const byPackage = new Map();
for (const [id, time] of selfTime) {
  const { callFrame } = byId.get(id);
  const name = `${callFrame.functionName || '(anonymous)'} ${packageOf(callFrame.url)}:${callFrame.lineNumber + 1}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + time);
  const pkg = packageOf(callFrame.url);
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + time);
}
const top = Number(values.top);
const print = (title, map) => {
  console.log(`\n${title}`);
  for (const [name, time] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${((100 * time) / total).toFixed(1).padStart(5)} %  ${name}`);
  }
};
// Inclusive time: a function's own time and its callees' (counted once per stack).
const parentOf = new Map();
for (const node of profile.nodes)
  for (const child of node.children ?? []) parentOf.set(child, node.id);
const inclusive = new Map();
for (const [id, time] of selfTime) {
  const seen = new Set();
  for (let at = id; at !== undefined; at = parentOf.get(at)) {
    const { callFrame } = byId.get(at);
    const name = `${callFrame.functionName || '(anonymous)'} ${packageOf(callFrame.url)}:${callFrame.lineNumber + 1}`;
    if (seen.has(name)) continue;
    seen.add(name);
    inclusive.set(name, (inclusive.get(name) ?? 0) + time);
  }
}
console.log(`total ${(total / 1000).toFixed(0)} ms sampled`);
print('self time by package', byPackage);
print('self time by function', byFunction);
print('inclusive time by function', inclusive);
