import type { UploadedFile } from '@paydesk/domain/files';
import { afterEach, beforeEach, type Mock, vi } from 'vitest';

/**
 * A stand-in for XMLHttpRequest in upload tests: it records what was sent and lets the test
 * report progress and answer (install with `vi.stubGlobal('XMLHttpRequest', FakeUploadRequest)`
 * or pass `() => new FakeUploadRequest()` as an uploader's `createRequest`).
 */
type Listener = (event: ProgressEvent) => void;

class Listeners {
  private readonly byType = new Map<string, Listener[]>();
  addEventListener(type: string, listener: Listener): void {
    this.byType.set(type, [...(this.byType.get(type) ?? []), listener]);
  }
  emit(type: string, init: ProgressEventInit = {}): void {
    const event = { type, lengthComputable: false, loaded: 0, total: 0, ...init } as ProgressEvent;
    for (const listener of this.byType.get(type) ?? []) listener(event);
  }
}

export class FakeUploadRequest extends Listeners {
  /** Every request sent since the last `reset`, oldest first. */
  static sent: FakeUploadRequest[] = [];
  static reset(): void {
    FakeUploadRequest.sent = [];
  }
  /** The latest request sent. */
  static last(): FakeUploadRequest {
    const request = FakeUploadRequest.sent.at(-1);
    if (!request) throw new Error('No upload was sent.');
    return request;
  }

  readonly upload = new Listeners();
  method = '';
  url = '';
  readonly headers: Record<string, string> = {};
  body: FormData | undefined;
  aborted = false;
  status = 0;
  responseText = '';
  private contentType: string | null = null;

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }
  getResponseHeader(name: string): string | null {
    return name.toLowerCase() === 'content-type' ? this.contentType : null;
  }
  send(body: FormData): void {
    this.body = body;
    FakeUploadRequest.sent.push(this);
  }
  abort(): void {
    this.aborted = true;
  }

  /** The multipart fields in order: [['type', 'dispute_evidence'], ['file', File]]. */
  fields(): [string, FormDataEntryValue][] {
    return [...(this.body?.entries() ?? [])];
  }
  progress(loaded: number, total: number): void {
    this.upload.emit('progress', { lengthComputable: true, loaded, total });
  }
  /** Answers with a status and a JSON body. */
  respond(status: number, body?: unknown): void {
    this.status = status;
    this.responseText = body === undefined ? '' : JSON.stringify(body);
    this.contentType = body === undefined ? null : 'application/json; charset=utf-8';
    this.emit('load');
  }
  /** The connection fails (no answer). */
  fail(): void {
    this.emit('error');
  }
}

/** A server answer for an uploaded file. */
export function uploadedFileFixture(overrides: Partial<UploadedFile> = {}): UploadedFile {
  return {
    id: '6f1c2b4e-8d3a-4c1e-9b2f-0a1b2c3d4e5f',
    uuid: '6f1c2b4e-8d3a-4c1e-9b2f-0a1b2c3d4e5f',
    merchantId: 100001,
    name: 'receipt.pdf',
    size: 870_400,
    type: 'dispute_evidence',
    contentType: 'application/pdf',
    fileType: 'document',
    thumbnail: null,
    createdAt: '2024-03-01T10:00:00.000Z',
    ...overrides,
  };
}

/**
 * For a describe block: before each test, uploads go to a fresh FakeUploadRequest and every
 * other call to a fetch that answers 204 (the returned mock, to answer otherwise or inspect);
 * both are put back after it.
 */
export function stubUploadNetwork(): Mock<typeof fetch> {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    FakeUploadRequest.reset();
    vi.stubGlobal('XMLHttpRequest', FakeUploadRequest);
    fetchMock.mockReset();
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());
  return fetchMock;
}
