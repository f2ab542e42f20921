// Upload benchmark (issue 12, Performance: "upload of a 10 MB file ≤ 1 s on localhost with the
// server's RSS growing ≤ 30 MB (streamed, not buffered whole)"): the built server on a PGlite
// demo folder, one 10 MB file at a time through POST /api/merchants/:id/files (multipart, the
// way the web's uploader sends it), timed from the first byte sent to the answer, while the
// server's resident memory (VmRSS from /proc, every 5 ms) is sampled.
//   npm run build -w apps/server
//   node bench/files/upload.mjs [--data-dir DIR] [--runs 5] [--kind pdf|jpeg] [--mb 10]
//        [--merchant 100001] [--label upload-pglite]
// A fresh --data-dir is seeded with the demo data at first start (~15-30 s). RSS growth is the
// highest sample during a run minus the sample taken just before the first measured run
// (after one unmeasured warm-up upload, which loads sharp and file-type).
// Results: bench/files/results/<label>.json.

import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { startPaydesk } from '../lib/paydesk-server.mjs';

const root = new URL('../..', import.meta.url).pathname;
const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    runs: { type: 'string', default: '5' },
    kind: { type: 'string', default: 'pdf' },
    mb: { type: 'string', default: '10' },
    merchant: { type: 'string', default: '100001' },
    email: { type: 'string', default: 'owner@paydesk.test' },
    password: { type: 'string', default: 'Owner!Paydesk2026' },
    label: { type: 'string' },
  },
});
const runs = Number(values.runs);
const bytes = Math.round(Number(values.mb) * 1024 * 1024);
const kind = values.kind;
const label = values.label ?? `upload-${kind}-pglite`;
const dataDir = values['data-dir'] ?? mkdtempSync(join(tmpdir(), 'paydesk-bench-files-'));
const PORT = 3983;

/** A PDF of exactly `size` bytes: a one-page document, then a comment of padding. */
function pdfOf(size) {
  const head = Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
      '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n%',
    'latin1',
  );
  const padding = Buffer.alloc(size - head.length);
  for (let i = 0; i < padding.length; i += 1) padding[i] = 0x41 + (i % 26);
  return Buffer.concat([head, padding]);
}

/** A JPEG of noise just under `size` bytes (noise does not compress: a real 10 MB photo's worth). */
async function jpegOf(size) {
  let side = 2400;
  for (;;) {
    const image = await sharp({
      create: {
        width: side,
        height: side,
        channels: 3,
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .jpeg({ quality: 95 })
      .toBuffer();
    if (image.length <= size && image.length > size * 0.9) return image;
    side = Math.round(side * Math.sqrt((size * 0.95) / image.length));
  }
}

const file = kind === 'jpeg' ? await jpegOf(bytes) : pdfOf(bytes);
const purpose = kind === 'jpeg' ? 'contactId' : 'dispute_evidence';
const contentType = kind === 'jpeg' ? 'image/jpeg' : 'application/pdf';
console.log(`${kind}: ${(file.length / 1024 / 1024).toFixed(2)} MiB; data dir ${dataDir}`);

const server = await startPaydesk({
  port: PORT,
  env: {
    DATA_DIR: dataDir,
    DEMO_DATA: 'true',
    NODE_ENV: 'production',
    ENCRYPTION_KEY: '0f'.repeat(32),
  },
  email: values.email,
  password: values.password,
});
const rssOf = () => {
  const status = readFileSync(`/proc/${server.child.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
};

async function uploadOnce() {
  const form = new FormData();
  form.append('type', purpose);
  form.append(
    'file',
    new Blob([file], { type: contentType }),
    `bench.${kind === 'jpeg' ? 'jpg' : 'pdf'}`,
  );
  let peak = rssOf();
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf());
  }, 5);
  const started = performance.now();
  const res = await fetch(`${server.base}/api/merchants/${values.merchant}/files`, {
    method: 'POST',
    headers: { ...server.headers, 'idempotency-key': crypto.randomUUID() },
    body: form,
  });
  const answer = await res.json();
  const ms = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, rssOf());
  if (res.status !== 200)
    throw new Error(`upload answered ${res.status}: ${JSON.stringify(answer)}`);
  if (answer.size !== file.length) throw new Error(`stored ${answer.size} bytes of ${file.length}`);
  return { ms, peak, thumbnail: answer.thumbnail !== null };
}

await uploadOnce(); // warm-up: not measured
await new Promise((resolve) => setTimeout(resolve, 500));
const baseline = rssOf();
const samples = [];
for (let i = 0; i < runs; i += 1) {
  const { ms, peak, thumbnail } = await uploadOnce();
  samples.push({
    ms: Number(ms.toFixed(1)),
    rssGrowthMb: Number(((peak - baseline) / 1024 / 1024).toFixed(1)),
    thumbnail,
  });
}
const after = rssOf();
await server.stop();

const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
const summary = {
  label,
  kind,
  fileBytes: file.length,
  runs,
  medianMs: sorted[Math.floor(sorted.length / 2)],
  maxMs: sorted[sorted.length - 1],
  baselineRssMb: Number((baseline / 1024 / 1024).toFixed(1)),
  maxRssGrowthMb: Math.max(...samples.map((s) => s.rssGrowthMb)),
  rssAfterMb: Number((after / 1024 / 1024).toFixed(1)),
  samples,
  node: process.version,
  cores: cpus().length,
  at: new Date().toISOString(),
  commit: (() => {
    try {
      return readFileSync(join(root, '.git/HEAD'), 'utf8').trim();
    } catch {
      return undefined;
    }
  })(),
};
console.table(samples);
console.log(
  `${kind} ${(file.length / 1024 / 1024).toFixed(1)} MiB × ${runs}: median ${summary.medianMs} ms, max ${summary.maxMs} ms; ` +
    `server RSS ${summary.baselineRssMb} MB before, growth at most ${summary.maxRssGrowthMb} MB`,
);
const resultsDir = join(root, 'bench/files/results');
mkdirSync(resultsDir, { recursive: true });
writeFileSync(join(resultsDir, `${label}.json`), `${JSON.stringify(summary, null, 2)}\n`);
