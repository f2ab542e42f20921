// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRawApiClient, REQUEST_TIMEOUT_MS } from './api-client';
import { ApiError } from './api-error';
import { downloadFile, filenameFromDisposition } from './download-file';

const encoder = new TextEncoder();

/** A streamed answer whose pieces the test hands over one by one. */
function streamed(headers: Record<string, string>) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start: (c) => {
      controller = c;
    },
  });
  return {
    response: new Response(body, { status: 200, headers }),
    send: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  };
}

describe('filenameFromDisposition', () => {
  it('reads the encoded name first, then the quoted or bare one, without folders', () => {
    expect(
      filenameFromDisposition(`attachment; filename="a.csv"; filename*=UTF-8''Caf%C3%A9.csv`),
    ).toBe('Café.csv');
    expect(filenameFromDisposition('attachment; filename="transactions 2024.csv"')).toBe(
      'transactions 2024.csv',
    );
    expect(filenameFromDisposition('attachment; filename=x.csv')).toBe('x.csv');
    expect(filenameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(filenameFromDisposition('inline')).toBeUndefined();
    expect(filenameFromDisposition(null)).toBeUndefined();
  });
});

describe('downloadFile', () => {
  const saved: { name: string; text: Promise<string> }[] = [];
  beforeEach(() => {
    saved.length = 0;
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      const blob = (URL.createObjectURL as ReturnType<typeof vi.fn>).mock.lastCall?.[0] as Blob;
      saved.push({ name: this.download, text: blob.text() });
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('calls with the bearer and Accept, streams the pieces, and saves them under the server name', async () => {
    const answer = streamed({
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="transactions-100001.csv"',
    });
    const fetchImpl = vi.fn<typeof fetch>(async () => answer.response);
    const client = createRawApiClient({ fetch: fetchImpl, getIdToken: async () => 'id-token' });
    const chunks: number[] = [];
    const done = downloadFile('/merchants/1/transactions?download=csv', {
      client,
      accept: 'text/csv',
      fallbackName: 'x.csv',
      onChunk: (_chunk, bytes) => chunks.push(bytes),
    });
    await vi.waitFor(() => expect(fetchImpl).toHaveBeenCalled());
    answer.send('id,name\n');
    answer.send('1,Ann\n');
    answer.end();
    await expect(done).resolves.toEqual({
      filename: 'transactions-100001.csv',
      bytes: 14,
      type: 'text/csv; charset=utf-8',
    });
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe('/api/merchants/1/transactions?download=csv');
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer id-token', Accept: 'text/csv' });
    expect(chunks).toEqual([8, 14]);
    expect(saved.map((file) => file.name)).toEqual(['transactions-100001.csv']);
    expect(await saved[0]?.text).toBe('id,name\n1,Ann\n');
  });

  it("rejects with the server's error and saves nothing", async () => {
    const client = createRawApiClient({
      fetch: async () =>
        new Response(JSON.stringify({ error_message: 'Columns from: id, name' }), {
          status: 400,
          headers: { 'content-type': 'application/json' },
        }),
      getIdToken: async () => 'id-token',
    });
    const error = await downloadFile('/x', { client, fallbackName: 'x.csv' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, errorMessage: 'Columns from: id, name' });
    expect(saved).toEqual([]);
  });

  it('stops when cancelled while the body streams, saving nothing', async () => {
    const answer = streamed({ 'content-type': 'text/csv' });
    const client = createRawApiClient({
      fetch: async () => answer.response,
      getIdToken: async () => undefined,
    });
    const cancel = new AbortController();
    const done = downloadFile('/x', {
      client,
      signal: cancel.signal,
      fallbackName: 'x.csv',
      onChunk: () => cancel.abort(),
    }).catch((e: unknown) => e);
    answer.send('id\n1\n');
    expect(await done).toMatchObject({ name: 'AbortError' });
    expect(saved).toEqual([]);
  });

  it('times out waiting for the headers only: a long body keeps streaming', async () => {
    vi.useFakeTimers();
    try {
      const answer = streamed({ 'content-type': 'text/csv' });
      const client = createRawApiClient({
        fetch: async () => answer.response,
        getIdToken: async () => undefined,
      });
      const done = downloadFile('/x', { client, fallbackName: 'slow.csv' });
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS * 2);
      answer.send('id\n');
      answer.end();
      await expect(done).resolves.toMatchObject({ filename: 'slow.csv', bytes: 3 });
    } finally {
      vi.useRealTimers();
    }
  });
});
