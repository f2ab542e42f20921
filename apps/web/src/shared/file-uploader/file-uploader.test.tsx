// @vitest-environment jsdom
import {
  acceptedFiles,
  FILE_NOT_FOUND_MESSAGE,
  FILE_TOO_LARGE_MESSAGE,
  MAX_FILE_BYTES,
} from '@paydesk/domain/file-purposes';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { handleError } from '../errors/handle-error';
import { FileUploader, type FileUploaderProps } from './file-uploader';
import { FakeUploadRequest, stubUploadNetwork, uploadedFileFixture } from './upload-test-kit';

vi.mock('../errors/handle-error', () => ({ handleError: vi.fn(() => 'code') }));

const pdf = (name = 'receipt.pdf') =>
  new File(['%PDF-1.7 evidence'], name, { type: 'application/pdf' });
const picker = () => screen.getByLabelText<HTMLInputElement>('Chose files to upload');
const DISPUTE_TYPES = acceptedFiles('dispute_evidence').message;

function renderUploader(props: Partial<FileUploaderProps> = {}) {
  const onChange = vi.fn();
  const view = renderWithProviders(
    <FileUploader merchantId={100001} purpose="dispute_evidence" onChange={onChange} {...props} />,
  );
  return { onChange, ...view };
}

/** Picks a file, lets it upload and answers it with `answer`. */
async function uploadOne(user: ReturnType<typeof userEvent.setup>, file = pdf()) {
  await user.upload(picker(), file);
  const request = await vi.waitFor(() => FakeUploadRequest.last());
  const answer = uploadedFileFixture({ name: file.name, size: 870_400 });
  request.respond(200, answer);
  await screen.findByRole('button', { name: 'Add more files' });
  return answer;
}

describe('FileUploader', () => {
  const fetchMock = stubUploadNetwork();
  beforeEach(() => vi.mocked(handleError).mockClear());

  it('invites a file when empty', () => {
    renderUploader();
    expect(screen.getByRole('group', { name: 'Files' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chose files to upload' })).toBeInTheDocument();
    expect(screen.getByText('or drop a file here for upload.')).toBeInTheDocument();
    expect(screen.getByText('PDF, JPG, JPEG, PNG, TIF or TIFF, up to 10 mb')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add more files' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(picker()).not.toHaveAttribute('multiple');
    expect(picker().accept).toContain('application/pdf');
    expect(picker().accept).toContain('.tiff');
  });

  it('uploads a chosen file with progress, lists it and hands it on', async () => {
    const user = userEvent.setup();
    const { onChange } = renderUploader();
    await user.upload(picker(), pdf());
    const request = await vi.waitFor(() => FakeUploadRequest.last());
    expect(request.url).toBe('/api/merchants/100001/files');
    expect(request.fields()[0]).toEqual(['type', 'dispute_evidence']);

    const row = screen.getByRole('listitem');
    expect(within(row).getByText('receipt.pdf')).toBeInTheDocument();
    request.progress(512, 1024);
    const bar = await within(row).findByRole('progressbar', { name: 'Uploading receipt.pdf' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));

    const answer = uploadedFileFixture({ name: 'receipt.pdf', size: 870_400 });
    request.respond(200, answer);
    await waitFor(() => expect(within(row).queryByRole('progressbar')).not.toBeInTheDocument());
    expect(within(row).getByText('application/pdf · 850 kb')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add more files' })).toBeInTheDocument();
    // The list tells the form once the row's state has settled (an effect after the render).
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith([answer]));
  });

  it('shows a thumbnail the server sent, and a dash for a type the browser did not know', async () => {
    const user = userEvent.setup();
    renderUploader();
    await user.upload(picker(), new File(['x'], 'scan.tif'));
    const row = screen.getByRole('listitem');
    expect(within(row).getByText('— · 1 kb')).toBeInTheDocument();
    FakeUploadRequest.last().respond(
      200,
      uploadedFileFixture({
        name: 'scan.tif',
        contentType: 'image/png',
        fileType: 'image',
        thumbnail: 'data:image/png;base64,iVBORw0KGgo=',
      }),
    );
    await waitFor(() =>
      expect(row.querySelector('img')).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo='),
    );
  });

  it('lists a refused type once under the file, even when the server says it twice', async () => {
    const user = userEvent.setup();
    const { onChange } = renderUploader();
    await user.upload(picker(), pdf('evidence.pdf'));
    FakeUploadRequest.last().respond(422, {
      error_message: DISPUTE_TYPES,
      errors: { file: [DISPUTE_TYPES] },
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getAllByText(DISPUTE_TYPES)).toHaveLength(1);
    expect(screen.getByText('evidence.pdf')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses a type the purpose does not take without sending it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderUploader({ purpose: 'beneficialOwnerDocument' });
    await user.upload(picker(), new File(['png'], 'owner.png', { type: 'image/png' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This document must be a PDF.');
    expect(FakeUploadRequest.sent).toHaveLength(0);
  });

  it('refuses a file over 10 MB without a request', async () => {
    const user = userEvent.setup();
    renderUploader();
    const big = pdf('big.pdf');
    Object.defineProperty(big, 'size', { value: MAX_FILE_BYTES + 1 });
    await user.upload(picker(), big);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(FILE_TOO_LARGE_MESSAGE);
    expect(screen.getByText('application/pdf · 10 mb')).toBeInTheDocument();
    expect(FakeUploadRequest.sent).toHaveLength(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('removes an uploaded file on the server and hides its row', async () => {
    const user = userEvent.setup();
    const { onChange } = renderUploader();
    const answer = await uploadOne(user);
    const remove = screen.getByRole('button', { name: 'Remove receipt.pdf' });
    expect(remove).toHaveAttribute('title', 'Remove');
    await user.click(remove);
    await waitFor(() => expect(screen.queryByText('receipt.pdf')).not.toBeInTheDocument());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe(`/api/merchants/100001/files/${answer.id}`);
    expect(init).toMatchObject({ method: 'DELETE' });
    expect(init?.headers).toHaveProperty('Idempotency-Key');
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(screen.getByRole('button', { name: 'Chose files to upload' })).toBeInTheDocument();
  });

  it("counts 'The File specified by the UUID was not found' as removed", async () => {
    const user = userEvent.setup();
    renderUploader();
    await uploadOne(user);
    fetchMock.mockResolvedValueOnce(
      Response.json({ error_message: FILE_NOT_FOUND_MESSAGE }, { status: 404 }),
    );
    await user.click(screen.getByRole('button', { name: 'Remove receipt.pdf' }));
    await waitFor(() => expect(screen.queryByText('receipt.pdf')).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the file and says why when a removal fails otherwise', async () => {
    const user = userEvent.setup();
    const { onChange } = renderUploader();
    const answer = await uploadOne(user);
    fetchMock.mockResolvedValueOnce(
      Response.json({ error_message: 'Storage is unavailable.' }, { status: 503 }),
    );
    await user.click(screen.getByRole('button', { name: 'Remove receipt.pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Storage is unavailable.');
    expect(screen.getByText('receipt.pdf')).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith([answer]);
  });

  it('reports failures on the way under the keys it is given, besides listing them under the file', async () => {
    const user = userEvent.setup();
    renderUploader({
      errorKeys: { upload: 'adminUploadDisputeFileError', remove: 'adminRemoveDisputeFileError' },
    });
    await user.upload(picker(), pdf());
    (await vi.waitFor(() => FakeUploadRequest.last())).respond(500, {
      error_message: 'Storage is unavailable.',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Storage is unavailable.');
    await waitFor(() => expect(handleError).toHaveBeenCalledTimes(1));
    expect(vi.mocked(handleError).mock.calls[0]?.[1]).toEqual({
      key: 'adminUploadDisputeFileError',
    });
    // A file the server refused for its kind is only listed under the file.
    await user.upload(
      screen.getByLabelText<HTMLInputElement>(/Chose files to upload|Add more files/),
      pdf('b.pdf'),
    );
    (await vi.waitFor(() => FakeUploadRequest.last())).respond(415, {
      error_message: `Only ${DISPUTE_TYPES}`,
    });
    await screen.findByText(`Only ${DISPUTE_TYPES}`);
    expect(handleError).toHaveBeenCalledTimes(1);
    // A failed removal of an uploaded file.
    const third = pdf('c.pdf');
    await user.upload(
      screen.getByLabelText<HTMLInputElement>(/Chose files to upload|Add more files/),
      third,
    );
    (await vi.waitFor(() => FakeUploadRequest.last())).respond(
      200,
      uploadedFileFixture({ name: 'c.pdf' }),
    );
    fetchMock.mockResolvedValueOnce(
      Response.json({ error_message: 'Storage is unavailable.' }, { status: 503 }),
    );
    await user.click(await screen.findByRole('button', { name: 'Remove c.pdf' }));
    await waitFor(() => expect(handleError).toHaveBeenCalledTimes(2));
    expect(vi.mocked(handleError).mock.calls[1]?.[1]).toEqual({
      key: 'adminRemoveDisputeFileError',
    });
  });

  it('reports nothing to the central handler without keys', async () => {
    const user = userEvent.setup();
    renderUploader();
    await user.upload(picker(), pdf());
    (await vi.waitFor(() => FakeUploadRequest.last())).respond(500, { error_message: 'Down.' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Down.');
    expect(handleError).not.toHaveBeenCalled();
  });

  it('cancels an upload still running when its file is removed', async () => {
    const user = userEvent.setup();
    renderUploader();
    await user.upload(picker(), pdf());
    const request = await vi.waitFor(() => FakeUploadRequest.last());
    await user.click(screen.getByRole('button', { name: 'Remove receipt.pdf' }));
    expect(request.aborted).toBe(true);
    expect(screen.queryByText('receipt.pdf')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('retries a failed upload with the same Idempotency-Key', async () => {
    const user = userEvent.setup();
    const { onChange } = renderUploader();
    await user.upload(picker(), pdf());
    const first = await vi.waitFor(() => FakeUploadRequest.last());
    first.fail();
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to reach Paydesk');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    const second = await vi.waitFor(() => {
      expect(FakeUploadRequest.sent).toHaveLength(2);
      return FakeUploadRequest.last();
    });
    expect(second.headers['Idempotency-Key']).toBe(first.headers['Idempotency-Key']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const answer = uploadedFileFixture();
    second.respond(200, answer);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith([answer]));
  });

  it("reads 'Loading file picker...' for 1.5 s after the button is pressed", async () => {
    const user = userEvent.setup();
    renderUploader();
    const click = vi.spyOn(picker(), 'click');
    await user.click(screen.getByRole('button', { name: 'Chose files to upload' }));
    expect(click).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Loading file picker...' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Loading file picker...' }));
    expect(click).toHaveBeenCalledOnce();
    expect(
      await screen.findByRole('button', { name: 'Chose files to upload' }, { timeout: 2_500 }),
    ).toBeInTheDocument();
  });

  it("shows 'Drop file here' while a file is dragged over, and takes one dropped file", async () => {
    renderUploader();
    const area = screen.getByRole('group', { name: 'Files' });
    const files = [pdf('one.pdf'), pdf('two.pdf')];
    const dataTransfer = { types: ['Files'], files, dropEffect: 'none' };
    fireEvent.dragEnter(area, { dataTransfer });
    fireEvent.dragOver(area, { dataTransfer });
    expect(screen.getByText('Drop file here')).toBeInTheDocument();
    fireEvent.drop(area, { dataTransfer });
    expect(screen.queryByText('Drop file here')).not.toBeInTheDocument();
    await vi.waitFor(() => expect(FakeUploadRequest.sent).toHaveLength(1));
    expect(screen.getByText('one.pdf')).toBeInTheDocument();
    expect(screen.queryByText('two.pdf')).not.toBeInTheDocument();
  });

  it('takes several files at once with multiple', async () => {
    const user = userEvent.setup();
    renderUploader({ multiple: true });
    expect(picker()).toHaveAttribute('multiple');
    await user.upload(picker(), [pdf('one.pdf'), pdf('two.pdf')]);
    await vi.waitFor(() => expect(FakeUploadRequest.sent).toHaveLength(2));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('takes nothing while disabled', () => {
    renderUploader({ disabled: true });
    expect(screen.getByRole('button', { name: 'Chose files to upload' })).toBeDisabled();
    const area = screen.getByRole('group', { name: 'Files' });
    const dataTransfer = { types: ['Files'], files: [pdf()] };
    fireEvent.dragEnter(area, { dataTransfer });
    expect(screen.queryByText('Drop file here')).not.toBeInTheDocument();
    fireEvent.drop(area, { dataTransfer });
    expect(FakeUploadRequest.sent).toHaveLength(0);
  });
});
