import { type Dirent, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  FILE_NOT_FOUND_MESSAGE,
  FILE_TOO_LARGE_MESSAGE,
  MAX_FILE_BYTES,
} from '@paydesk/domain/file-purposes';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MERCHANT_IDS } from '../../../src/demo/demo-identity';
import { NOT_THE_CLERKS, type SignedIn, seedIdentity, signInAs } from '../../support/identity';
import { multipartBody, type Part } from '../../support/multipart';
import { createTestApp, type TestApp } from '../../support/test-app';
import { elfExecutable, jpegImage, pdfDocument, peExecutable, pngImage } from './file-fixtures';

const A = NOT_THE_CLERKS;
const B = DEMO_MERCHANT_IDS.bistro;
const dataDir = mkdtempSync(join(tmpdir(), 'paydesk-files-test-'));
const filesDir = join(dataDir, 'files');

let t: TestApp;
let owner: SignedIn; // holds A and B
let clerk: SignedIn; // holds B, not A

beforeAll(async () => {
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  await seedIdentity(t.database);
  owner = await signInAs(t.app, 'owner@paydesk.test');
  clerk = await signInAs(t.app, 'clerk@paydesk.test');
});

interface Upload {
  merchantId?: number;
  who?: SignedIn;
  name?: string;
  data: Buffer;
  type?: string;
  query?: string;
  key?: string;
}

const upload = ({
  merchantId = A,
  who = owner,
  name = 'evidence.pdf',
  data,
  type,
  query = '',
  key,
}: Upload) => {
  const parts: Part[] = type === undefined ? [] : [{ name: 'type', value: type }];
  parts.push({ name: 'file', filename: name, contentType: 'application/octet-stream', data });
  const body = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url: `/api/merchants/${merchantId}/files${query}`,
    headers: { ...who.headers, ...body.headers, ...(key ? { 'idempotency-key': key } : {}) },
    payload: body.payload,
  });
};

const read = (fileId: string, merchantId: number = A, who = owner) =>
  t.app.inject({ url: `/api/merchants/${merchantId}/files/${fileId}`, headers: who.headers });

const remove = (fileId: string, merchantId: number = A, who = owner) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/merchants/${merchantId}/files/${fileId}`,
    headers: who.headers,
  });

/** Every stored object under DATA_DIR/files/merchants, and the temp folder's entries. */
function stored(): { objects: string[]; temp: string[] } {
  const objects: string[] = [];
  const walk = (dir: string, prefix: string) => {
    let entries: Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (entry.isDirectory()) walk(join(dir, entry.name), `${prefix}${entry.name}/`);
      else objects.push(`${prefix}${entry.name}`);
    }
  };
  walk(join(filesDir, 'merchants'), '');
  let temp: string[] = [];
  try {
    temp = readdirSync(join(filesDir, '.tmp'));
  } catch {}
  return { objects: objects.sort(), temp };
}

const rowCount = async () =>
  Number((await t.database.query<{ n: string }>('select count(*) as n from files'))[0]?.n);

describe('uploading and reading files', () => {
  it('stores a PDF as dispute evidence by default and reads back the same bytes as a download', async () => {
    const pdf = pdfDocument();
    const res = await upload({ data: pdf, name: 'Chargeback letter résumé (1).pdf' });
    expect(res.statusCode, res.body).toBe(200);
    const file = res.json();
    expect(file).toMatchObject({
      merchantId: A,
      name: 'Chargeback letter résumé (1).pdf',
      size: pdf.length,
      type: 'dispute_evidence',
      contentType: 'application/pdf',
      fileType: 'document',
      thumbnail: null,
    });
    expect(file.uuid).toBe(file.id);
    expect(file.id).toMatch(/^[0-9a-f-]{36}$/);

    const back = await read(file.id);
    expect(back.statusCode).toBe(200);
    expect(back.rawPayload.equals(pdf)).toBe(true);
    expect(back.headers['content-type']).toBe('application/pdf');
    expect(back.headers['content-length']).toBe(String(pdf.length));
    expect(back.headers['x-content-type-options']).toBe('nosniff');
    expect(back.headers['content-disposition']).toBe(
      `attachment; filename="Chargeback letter r_sum_ (1).pdf"; filename*=UTF-8''Chargeback%20letter%20r%C3%A9sum%C3%A9%20%281%29.pdf`,
    );
    expect(back.headers['cache-control']).toBe('no-store');
  });

  it('strips paths and control characters from the name it keeps', async () => {
    const res = await upload({ data: pdfDocument(), name: 'C:\\fakepath\\inv\u202Eoice\t.pdf' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().name).toBe('invoice.pdf');
  });

  it('takes the purpose from the multipart `type` field, else the query, and refuses an unknown one', async () => {
    const fromField = await upload({ data: pdfDocument(), type: 'bankStatements' });
    expect(fromField.json().type).toBe('bankStatements');
    const fromQuery = await upload({ data: pdfDocument(), query: '?type=w9IrsForm' });
    expect(fromQuery.json().type).toBe('w9IrsForm');
    const unknownField = await upload({ data: pdfDocument(), type: 'selfie' });
    expect(unknownField.statusCode).toBe(400);
    expect(Object.keys(unknownField.json().errors)).toEqual(['type']);
    const unknownQuery = await upload({ data: pdfDocument(), query: '?type=selfie' });
    expect(unknownQuery.statusCode).toBe(400);
  });

  it('refuses a body that is not multipart (415), a form without a file (400), an empty file (422)', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/merchants/${A}/files`,
      headers: owner.headers,
      payload: { file: 'aGVsbG8=' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().error_message).toMatch(/multipart\/form-data/);
    const noFile = multipartBody([{ name: 'type', value: 'dispute_evidence' }]);
    const none = await t.app.inject({
      method: 'POST',
      url: `/api/merchants/${A}/files`,
      headers: { ...owner.headers, ...noFile.headers },
      payload: noFile.payload,
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual({ file: ['Choose a file to upload.'] });
    const broken = await t.app.inject({
      method: 'POST',
      url: `/api/merchants/${A}/files`,
      headers: { ...owner.headers, 'content-type': 'multipart/form-data' },
      payload: 'no boundary here',
    });
    expect(broken.statusCode).toBe(400);
    const empty = await upload({ data: Buffer.alloc(0) });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().error_message).toBe('The file is empty.');
  });
});

describe('limits and kinds', () => {
  it('stops a file of 10 MB + 1 byte with 413 and stores nothing', async () => {
    const rowsBefore = await rowCount();
    const objectsBefore = stored().objects;
    const res = await upload({ data: pdfDocument(MAX_FILE_BYTES + 1) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error_message: FILE_TOO_LARGE_MESSAGE });
    expect(await rowCount()).toBe(rowsBefore);
    expect(stored().objects).toEqual(objectsBefore);
    expect(stored().temp).toEqual([]);
  });

  it('takes a file of exactly 10 MB', async () => {
    const res = await upload({ data: pdfDocument(MAX_FILE_BYTES) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().size).toBe(MAX_FILE_BYTES);
  });

  it('refuses a PNG renamed .pdf where a PDF is required', async () => {
    const res = await upload({
      data: await pngImage(),
      name: 'owner-document.pdf',
      type: 'beneficialOwnerDocument',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ error_message: 'This document must be a PDF.' });
  });

  it('refuses executables renamed .jpg, naming what the purpose takes', async () => {
    const objectsBefore = stored().objects;
    const pe = await upload({ data: peExecutable(), name: 'photo.jpg' });
    expect(pe.statusCode).toBe(422);
    expect(pe.json().error_message).toBe(
      'Only PDF, JPG, JPEG, PNG, TIF or TIFF files can be uploaded here.',
    );
    const elf = await upload({ data: elfExecutable(), name: 'id-card.jpg', type: 'contactId' });
    expect(elf.statusCode).toBe(422);
    expect(elf.json().error_message).toBe('Only PNG, JPG or JPEG files can be uploaded here.');
    const pdfAsId = await upload({ data: pdfDocument(), name: 'id.png', type: 'contactSsn' });
    expect(pdfAsId.statusCode).toBe(422);
    expect(stored().objects).toEqual(objectsBefore);
  });

  it('refuses an image whose header is right but whose pixels cannot be decoded', async () => {
    const png = await pngImage();
    const res = await upload({ data: png.subarray(0, 200), name: 'cut.png', type: 'contactId' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error_message).toMatch(/could not be read/);
  });
});

describe('thumbnails', () => {
  const decode = (dataUrl: string) => {
    const [head, base64] = dataUrl.split(',');
    return { head, bytes: Buffer.from(base64 ?? '', 'base64') };
  };

  it('answers a 128 px PNG thumbnail of a PNG (longest side), stored beside the file', async () => {
    const res = await upload({ data: await pngImage(600, 400), name: 'id.png', type: 'contactId' });
    expect(res.statusCode, res.body).toBe(200);
    const file = res.json();
    expect(file).toMatchObject({ contentType: 'image/png', fileType: 'image' });
    const { head, bytes } = decode(file.thumbnail);
    expect(head).toBe('data:image/png;base64');
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 128, 85]);
    expect(stored().objects).toContain(`${A}/${file.id}.thumb`);
  });

  it('answers a JPEG thumbnail of a tall JPEG, 128 px high', async () => {
    const res = await upload({
      data: await jpegImage(300, 900),
      name: 'ssn.jpeg',
      type: 'contactSsn',
    });
    expect(res.statusCode, res.body).toBe(200);
    const meta = await sharp(decode(res.json().thumbnail).bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 43, 128]);
  });

  it('does not enlarge a small image, and makes no thumbnail of a PDF', async () => {
    const small = await upload({
      data: await pngImage(40, 20),
      name: 'tiny.png',
      type: 'contactId',
    });
    const meta = await sharp(decode(small.json().thumbnail).bytes).metadata();
    expect([meta.width, meta.height]).toEqual([40, 20]);
    const pdf = await upload({ data: pdfDocument() });
    expect(pdf.json().thumbnail).toBeNull();
  });
});

describe('who may upload dispute evidence', () => {
  it('needs can-manage-disputes on the account: refused (nothing stored) until granted', async () => {
    const before = { rows: await rowCount(), objects: stored().objects.length };
    const refused = await upload({ merchantId: B, who: clerk, data: pdfDocument() });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error_message: 'You do not have the permission this needs.' });
    expect(await rowCount()).toBe(before.rows);
    expect(stored().objects).toHaveLength(before.objects);
    // Other purposes stay open to every member (a CTA's documents, checkout images).
    const document = await upload({
      merchantId: B,
      who: clerk,
      data: pdfDocument(),
      type: 'w9IrsForm',
    });
    expect(document.statusCode).toBe(200);

    await t.database.query(
      `insert into merchant_user_permissions (user_id, merchant_id, slug)
       select id, $1, 'can-manage-disputes' from users where email = 'clerk@paydesk.test'`,
      [B],
    );
    const granted = await upload({ merchantId: B, who: clerk, data: pdfDocument() });
    expect(granted.statusCode).toBe(200);
    expect(granted.json().purpose ?? granted.json().type).toBe('dispute_evidence');
    await t.database.query(
      `delete from merchant_user_permissions where merchant_id = $1 and slug = 'can-manage-disputes'`,
      [B],
    );
  });
});

describe('whose file it is', () => {
  it("answers another merchant's file as unknown, on read and delete, for every caller", async () => {
    const mine = (await upload({ merchantId: A, data: pdfDocument() })).json();
    const notFound = { error_message: FILE_NOT_FOUND_MESSAGE };
    // The owner holds both accounts: A's file through B's path is not found.
    for (const res of [
      await read(mine.id, B, owner),
      await read(mine.id, B, clerk),
      await remove(mine.id, B, owner),
      await remove(mine.id, B, clerk),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(notFound);
    }
    // A user who does not hold A is refused by the guard.
    expect((await read(mine.id, A, clerk)).statusCode).toBe(403);
    // Still there for its own merchant.
    expect((await read(mine.id, A, owner)).statusCode).toBe(200);
  });

  it('answers an unknown id with the spec message, and a malformed one with a 400', async () => {
    const unknown = '5b0c4f1e-8a53-4d4f-9a3e-0c2b7d1e9f00';
    for (const res of [await read(unknown), await remove(unknown)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error_message: 'The File specified by the UUID was not found' });
    }
    const malformed = await read('not-a-uuid');
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json().errors)).toEqual(['fileId']);
  });
});

describe('removing files', () => {
  it('marks the row deleted, deletes the bytes and the thumbnail, then reads and deletes answer 404', async () => {
    const file = (
      await upload({ data: await pngImage(), name: 'id.png', type: 'contactId' })
    ).json();
    expect(stored().objects).toEqual(
      expect.arrayContaining([`${A}/${file.id}`, `${A}/${file.id}.thumb`]),
    );
    const res = await remove(file.id);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const [row] = await t.database.query<{ deleted_at: Date | null }>(
      'select deleted_at from files where id = $1',
      [file.id],
    );
    expect(row?.deleted_at).not.toBeNull();
    expect(stored().objects.filter((o) => o.includes(file.id))).toEqual([]);
    for (const again of [await read(file.id), await remove(file.id)]) {
      expect(again.statusCode).toBe(404);
      expect(again.json().error_message).toBe(FILE_NOT_FOUND_MESSAGE);
    }
  });

  it('replays a removal under the same Idempotency-Key as 204', async () => {
    const file = (await upload({ data: pdfDocument() })).json();
    const del = (key: string) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/merchants/${A}/files/${file.id}`,
        headers: { ...owner.headers, 'idempotency-key': key },
      });
    expect((await del('remove-1')).statusCode).toBe(204);
    const replay = await del('remove-1');
    expect(replay.statusCode).toBe(204);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect((await del('remove-2')).statusCode).toBe(404);
  });
});

describe('idempotency and audit', () => {
  it('replays an upload under the same key: one row, one stored file, the same answer', async () => {
    const rowsBefore = await rowCount();
    const objectsBefore = stored().objects.length;
    const data = await pngImage(300, 300);
    const first = await upload({ data, name: 'same.png', type: 'contactId', key: 'upload-key-1' });
    const second = await upload({ data, name: 'same.png', type: 'contactId', key: 'upload-key-1' });
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect(await rowCount()).toBe(rowsBefore + 1);
    // The file and its thumbnail; the replay's own copy was discarded.
    expect(stored().objects.length).toBe(objectsBefore + 2);
    // The same key with another file is a conflict, and stores nothing.
    const other = await upload({
      data: await pngImage(310, 300),
      name: 'same.png',
      type: 'contactId',
      key: 'upload-key-1',
    });
    expect(other.statusCode).toBe(409);
    expect(stored().objects.length).toBe(objectsBefore + 2);
    expect(await rowCount()).toBe(rowsBefore + 1);
  });

  it('audits uploads, refusals and removals with what identifies the file, never its contents', async () => {
    const file = (
      await upload({ data: pdfDocument(), name: 'audited.pdf', type: 'voidedCheck' })
    ).json();
    await remove(file.id);
    await upload({ data: peExecutable(), name: 'audited.jpg' });
    const rows = await t.database.query<{
      action: string;
      outcome: string;
      email: string;
      details: Record<string, unknown>;
    }>(
      `select action, outcome, email, details from audit_log
        where action in ('file-upload', 'file-remove') and details->>'name' like 'audited%'
        order by id`,
    );
    expect(rows.map((r) => [r.action, r.outcome])).toEqual([
      ['file-upload', 'success'],
      ['file-remove', 'success'],
      ['file-upload', 'failure'],
    ]);
    expect(rows[0]?.details).toEqual({
      merchantId: A,
      fileId: file.id,
      name: 'audited.pdf',
      size: file.size,
      type: 'voidedCheck',
    });
    expect(rows[1]?.details).toEqual(rows[0]?.details);
    expect(rows[2]?.details).toMatchObject({
      merchantId: A,
      name: 'audited.jpg',
      type: 'dispute_evidence',
    });
    expect(rows.every((r) => r.email === 'owner@paydesk.test')).toBe(true);
    expect(JSON.stringify(rows)).not.toMatch(/%PDF|MZ/);
  });
});
