import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeUploadRequest, uploadedFileFixture } from '../file-uploader/upload-test-kit';
import { REQUEST_TIMEOUT_MS } from './api-client';
import { ApiError, NETWORK_ERROR_MESSAGE, TIMEOUT_ERROR_MESSAGE } from './api-error';
import { createFileUploader, type UploadFileDeps } from './upload-file';

const pdf = () => new File(['%PDF-1.7 evidence'], 'receipt.pdf', { type: 'application/pdf' });

function setup(overrides: Partial<UploadFileDeps> = {}) {
  const onSessionRejected = vi.fn();
  const getIdToken = vi.fn(async () => 'id-token-1' as string | undefined);
  const upload = createFileUploader({
    getIdToken,
    onSessionRejected,
    createRequest: () => new FakeUploadRequest() as unknown as XMLHttpRequest,
    ...overrides,
  });
  return { upload, onSessionRejected, getIdToken };
}

/** Lets the uploader await its token and send. */
const sent = async () => {
  await vi.waitFor(() => FakeUploadRequest.last());
  return FakeUploadRequest.last();
};

describe('uploadFile', () => {
  beforeEach(() => FakeUploadRequest.reset());
  afterEach(() => vi.useRealTimers());

  it("posts type then file to the route's path with the bearer and the key, reporting progress", async () => {
    const { upload, getIdToken } = setup();
    const onProgress = vi.fn();
    const answer = upload({
      merchantId: 100001,
      purpose: 'dispute_evidence',
      file: pdf(),
      idempotencyKey: 'key-1',
      onProgress,
    });
    const request = await sent();
    expect(getIdToken).toHaveBeenCalledOnce();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/merchants/100001/files');
    expect(request.headers).toMatchObject({
      Authorization: 'Bearer id-token-1',
      'Idempotency-Key': 'key-1',
      Accept: 'application/json',
    });
    // The browser sets the multipart Content-Type with its boundary.
    expect(request.headers).not.toHaveProperty('Content-Type');
    const fields = request.fields();
    expect(fields.map(([name]) => name)).toEqual(['type', 'file']);
    const [[, type], [, part]] = fields as [[string, string], [string, File]];
    expect(type).toBe('dispute_evidence');
    expect(part.name).toBe('receipt.pdf');

    request.progress(400, 1000);
    expect(onProgress).toHaveBeenLastCalledWith(400, 1000);
    const file = uploadedFileFixture();
    request.respond(200, file);
    await expect(answer).resolves.toEqual(file);
  });

  it("rejects with the server's error_message and field messages", async () => {
    const { upload, onSessionRejected } = setup();
    const answer = upload({
      merchantId: 1,
      purpose: 'beneficialOwnerDocument',
      file: pdf(),
      idempotencyKey: 'k',
    });
    (await sent()).respond(422, {
      error_message: 'This document must be a PDF.',
      errors: { file: ['This document must be a PDF.'] },
    });
    const error = await answer.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      kind: 'http',
      errorMessage: 'This document must be a PDF.',
      fieldErrors: { file: ['This document must be a PDF.'] },
    });
    expect(onSessionRejected).not.toHaveBeenCalled();
  });

  it('ends the session on a 401 or 403 to a call that carried a bearer', async () => {
    const { upload, onSessionRejected } = setup();
    const answer = upload({
      merchantId: 7,
      purpose: 'dispute_evidence',
      file: pdf(),
      idempotencyKey: 'k',
    });
    (await sent()).respond(403, { error_message: 'Forbidden' });
    await expect(answer).rejects.toMatchObject({ status: 403 });
    expect(onSessionRejected).toHaveBeenCalledWith(403, '/merchants/7/files');
  });

  it('sends no bearer without a token and then does not end a session on 401', async () => {
    const { upload, onSessionRejected } = setup({ getIdToken: async () => undefined });
    const answer = upload({
      merchantId: 7,
      purpose: 'dispute_evidence',
      file: pdf(),
      idempotencyKey: 'k',
    });
    const request = await sent();
    expect(request.headers).not.toHaveProperty('Authorization');
    request.respond(401, { error_message: 'Unauthorized' });
    await expect(answer).rejects.toMatchObject({ status: 401 });
    expect(onSessionRejected).not.toHaveBeenCalled();
  });

  it('answers a network failure as a network ApiError', async () => {
    const { upload } = setup();
    const answer = upload({
      merchantId: 7,
      purpose: 'dispute_evidence',
      file: pdf(),
      idempotencyKey: 'k',
    });
    (await sent()).fail();
    await expect(answer).rejects.toMatchObject({
      status: 0,
      kind: 'network',
      message: NETWORK_ERROR_MESSAGE,
    });
  });

  it("aborts the request on the caller's signal and rejects with its reason", async () => {
    const { upload } = setup();
    const controller = new AbortController();
    const answer = upload({
      merchantId: 7,
      purpose: 'dispute_evidence',
      file: pdf(),
      idempotencyKey: 'k',
      signal: controller.signal,
    });
    const request = await sent();
    const reason = new DOMException('Removed', 'AbortError');
    controller.abort(reason);
    await expect(answer).rejects.toBe(reason);
    expect(request.aborted).toBe(true);
  });

  it('times out after REQUEST_TIMEOUT_MS without progress, not while the file moves', async () => {
    vi.useFakeTimers();
    const { upload } = setup();
    const answer = upload({
      merchantId: 7,
      purpose: 'dispute_evidence',
      file: pdf(),
      idempotencyKey: 'k',
    });
    const outcome = answer.catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(0);
    const request = FakeUploadRequest.last();
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1_000);
    request.progress(10, 100);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1_000);
    expect(request.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(request.aborted).toBe(true);
    await expect(outcome).resolves.toMatchObject({
      kind: 'timeout',
      message: TIMEOUT_ERROR_MESSAGE,
    });
  });
});
