import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { FILE_TOO_LARGE_MESSAGE, MAX_FILE_BYTES } from '@paydesk/domain/file-purposes';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/config';
import { DEMO_MERCHANT_IDS } from '../../../src/demo/demo-identity';
import type { FileStorage } from '../../../src/platform/file-storage/file-storage';
import { createLocalFileStorage } from '../../../src/platform/file-storage/local-file-storage';
import { createS3FileStorage } from '../../../src/platform/file-storage/s3-file-storage';
import { seedIdentity, signInAs } from '../../support/identity';
import { multipartBody } from '../../support/multipart';
import { createTestApp } from '../../support/test-app';
import { pdfDocument, pngImage } from './file-fixtures';

/**
 * Both storage backends through the same contract: files under a folder, and an S3-compatible
 * server (s3rver, run in this process on a free port) for the FILES_S3_* settings.
 */

const BUCKET = 'paydesk-files';
let s3rver: S3rver;
let endpoint: string;
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

beforeAll(async () => {
  s3rver = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory: mkdtempSync(join(tmpdir(), 'paydesk-s3rver-')),
    silent: true,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await s3rver.run();
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await s3rver.close();
});

const s3Settings = () => ({ endpoint, bucket: BUCKET, region: 'us-east-1', ...credentials });

async function bucketKeys(): Promise<string[]> {
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials });
  const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
  return (listed.Contents ?? []).map((o) => o.Key ?? '').sort();
}

const readAll = async (stream: Readable | undefined) => {
  if (!stream) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** A stream that sends `bytes`, then fails (a cut-off upload). */
function failingAfter(bytes: number): Readable {
  return Readable.from(
    (async function* () {
      yield Buffer.alloc(bytes, 1);
      throw new Error('cut off');
    })(),
  );
}

const backends: [string, () => FileStorage][] = [
  ['local folder', () => createLocalFileStorage(mkdtempSync(join(tmpdir(), 'paydesk-local-')))],
  ['S3-compatible (s3rver)', () => createS3FileStorage(s3Settings())],
];

describe.each(backends)('file storage: %s', (_name, make) => {
  it('stores, reads back and deletes; a missing key reads as undefined and deletes quietly', async () => {
    const storage = make();
    const bytes = Buffer.from('hello files');
    await storage.put('merchants/1/a', Readable.from([bytes]), { contentType: 'text/plain' });
    expect(await readAll(await storage.get('merchants/1/a'))).toEqual(bytes);
    await storage.delete('merchants/1/a');
    expect(await storage.get('merchants/1/a')).toBeUndefined();
    await storage.delete('merchants/1/a');
  });

  it('streams an 11 MB file in parts and reads back every byte', async () => {
    const storage = make();
    const big = Buffer.alloc(11 * 1024 * 1024);
    for (let i = 0; i < big.length; i += 4096) big[i] = i % 251;
    const chunks = Array.from({ length: 11 * 16 }, (_, i) =>
      big.subarray(i * 65536, (i + 1) * 65536),
    );
    await storage.put('merchants/1/big', Readable.from(chunks));
    expect((await readAll(await storage.get('merchants/1/big')))?.equals(big)).toBe(true);
    await storage.delete('merchants/1/big');
  });

  it('leaves nothing under the key when the stream fails, small or past the first part', async () => {
    const storage = make();
    for (const [key, size] of [
      ['merchants/1/cut-small', 1000],
      ['merchants/1/cut-big', 6 * 1024 * 1024],
    ] as const) {
      await expect(storage.put(key, failingAfter(size))).rejects.toThrow('cut off');
      expect(await storage.get(key)).toBeUndefined();
    }
  });

  it('refuses keys that could leave its folder or prefix', async () => {
    const storage = make();
    for (const key of ['../x', 'a/../../x', '/abs', 'a//b', 'a/./b', '']) {
      await expect(storage.put(key, Readable.from([Buffer.from('x')]))).rejects.toThrow(
        /refused key/,
      );
    }
  });
});

describe('local folder specifics', () => {
  it('writes through a temporary file and leaves no temporary file behind', async () => {
    const root = mkdtempSync(join(tmpdir(), 'paydesk-local-'));
    const storage = createLocalFileStorage(root);
    await storage.put('merchants/2/x', Readable.from([Buffer.from('x')]));
    await expect(storage.put('merchants/2/y', failingAfter(10))).rejects.toThrow();
    expect(readdirSync(join(root, '.tmp'))).toEqual([]);
    // A body that fails before the temporary file is even open: the clean-up must wait for
    // the stream to open and close it, or the file appears after its removal (a race).
    for (let i = 0; i < 20; i += 1) {
      await expect(storage.put(`merchants/2/z${i}`, failingAfter(0))).rejects.toThrow();
    }
    expect(readdirSync(join(root, '.tmp'))).toEqual([]);
    expect(readdirSync(join(root, 'merchants/2'))).toEqual(['x']);
  });
});

describe('FILES_S3_* settings', () => {
  const all = {
    FILES_S3_ENDPOINT: 'http://127.0.0.1:9000',
    FILES_S3_BUCKET: 'paydesk-files',
    FILES_S3_REGION: 'us-east-1',
    FILES_S3_ACCESS_KEY_ID: 'id',
    FILES_S3_SECRET_ACCESS_KEY: 'secret',
  };

  it('takes all five or none', () => {
    expect(loadConfig({}).filesS3).toBeUndefined();
    expect(loadConfig(all).filesS3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'paydesk-files',
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
    });
    const { FILES_S3_REGION: _r, FILES_S3_SECRET_ACCESS_KEY: _s, ...three } = all;
    expect(() => loadConfig(three)).toThrow(ConfigError);
    expect(() => loadConfig(three)).toThrow(
      /FILES_S3_REGION, FILES_S3_SECRET_ACCESS_KEY: are required when FILES_S3_ENDPOINT, FILES_S3_BUCKET, FILES_S3_ACCESS_KEY_ID are set/,
    );
    expect(() => loadConfig({ ...all, FILES_S3_ENDPOINT: 'ftp://x' })).toThrow(/FILES_S3_ENDPOINT/);
  });
});

describe('the files routes on S3-compatible storage', () => {
  it('uploads (with its thumbnail), reads back, refuses 10 MB + 1 byte and deletes, all in the bucket', async () => {
    const t = await createTestApp({
      env: {
        FILES_S3_ENDPOINT: endpoint,
        FILES_S3_BUCKET: BUCKET,
        FILES_S3_REGION: 'us-east-1',
        FILES_S3_ACCESS_KEY_ID: credentials.accessKeyId,
        FILES_S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      },
    });
    expect(t.app.fileStorage.kind).toBe('s3');
    await seedIdentity(t.database);
    const owner = await signInAs(t.app, 'owner@paydesk.test');
    const merchantId = DEMO_MERCHANT_IDS.outfitters;
    const send = async (name: string, data: Buffer, type: string) => {
      const body = multipartBody([
        { name: 'type', value: type },
        { name: 'file', filename: name, data },
      ]);
      return t.app.inject({
        method: 'POST',
        url: `/api/merchants/${merchantId}/files`,
        headers: { ...owner.headers, ...body.headers },
        payload: body.payload,
      });
    };
    const before = await bucketKeys();
    const png = await pngImage(640, 320);
    const uploaded = await send('id.png', png, 'contactId');
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const file = uploaded.json();
    const thumbnail = Buffer.from(file.thumbnail.split(',')[1], 'base64');
    expect((await sharp(thumbnail).metadata()).width).toBe(128);
    const key = `merchants/${merchantId}/${file.id}`;
    expect(await bucketKeys()).toEqual([...before, key, `${key}.thumb`].sort());

    const back = await t.app.inject({
      url: `/api/merchants/${merchantId}/files/${file.id}`,
      headers: owner.headers,
    });
    expect(back.statusCode).toBe(200);
    expect(back.rawPayload.equals(png)).toBe(true);
    expect(back.headers['content-type']).toBe('image/png');

    const tooLarge = await send('big.pdf', pdfDocument(MAX_FILE_BYTES + 1), 'dispute_evidence');
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error_message).toBe(FILE_TOO_LARGE_MESSAGE);
    expect(await bucketKeys()).toEqual([...before, key, `${key}.thumb`].sort());

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/merchants/${merchantId}/files/${file.id}`,
      headers: owner.headers,
    });
    expect(removed.statusCode).toBe(204);
    expect(await bucketKeys()).toEqual(before);
  });
});
