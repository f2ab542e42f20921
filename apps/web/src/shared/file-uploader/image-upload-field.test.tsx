// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { notify } from '../notifications/notify';
import { ImageUploadField } from './image-upload-field';
import { FakeUploadRequest, stubUploadNetwork, uploadedFileFixture } from './upload-test-kit';

vi.mock('../notifications/notify', () => ({ notify: vi.fn() }));

const png = (name: string) => new File(['\x89PNG picture'], name, { type: 'image/png' });
const picker = () => screen.getByLabelText<HTMLInputElement>('Image file');

/** The field in a form that holds its value, as the product and settings forms do. */
function Harness({ initial, onValue }: { initial: string | null; onValue: (v: unknown) => void }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <ImageUploadField
      merchantId={100001}
      label="Image"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
      onUploadingChange={() => undefined}
      preview={<span>{value ?? 'none'}</span>}
      error={value === 'refused' ? 'Choose another image.' : undefined}
    />
  );
}

function renderField(initial: string | null = null) {
  const onValue = vi.fn();
  renderWithProviders(<Harness initial={initial} onValue={onValue} />);
  return { onValue };
}

/** Picks an image and answers its upload with a file of that id. */
async function upload(user: ReturnType<typeof userEvent.setup>, id: string, name = 'shoe.png') {
  await user.upload(picker(), png(name));
  const request = await vi.waitFor(() => FakeUploadRequest.last());
  request.respond(200, uploadedFileFixture({ id, uuid: id, name, fileType: 'image' }));
}

describe('ImageUploadField', () => {
  const fetchMock = stubUploadNetwork();
  beforeEach(() => vi.mocked(notify).mockClear());

  it('names its buttons after the image and offers Upload without one', () => {
    renderField();
    expect(screen.getByRole('group', { name: 'Image' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload image' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove image' })).not.toBeInTheDocument();
    expect(picker().accept).toContain('image/png');
  });

  it('makes the upload the value, and a second upload replaces the first on the server', async () => {
    const user = userEvent.setup();
    const { onValue } = renderField();
    await upload(user, 'first-upload');
    await waitFor(() => expect(onValue).toHaveBeenLastCalledWith('first-upload'));
    expect(screen.getByRole('button', { name: 'Replace image' })).toBeInTheDocument();

    await upload(user, 'second-upload', 'boot.png');
    await waitFor(() => expect(onValue).toHaveBeenLastCalledWith('second-upload'));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/merchants/100001/files/first-upload');
    expect(init).toMatchObject({ method: 'DELETE' });
  });

  it('removes its own upload from the server, but only clears a saved image', async () => {
    const user = userEvent.setup();
    const { onValue } = renderField('saved-image');
    await user.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(onValue).toHaveBeenLastCalledWith(null);
    expect(fetchMock).not.toHaveBeenCalled();

    await upload(user, 'new-upload');
    await waitFor(() => expect(onValue).toHaveBeenLastCalledWith('new-upload'));
    await user.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(onValue).toHaveBeenLastCalledWith(null);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/merchants/100001/files/new-upload');
  });

  it('raises the Error notification once when an upload or a removal fails', async () => {
    const user = userEvent.setup();
    renderField();
    await user.upload(picker(), png('shoe.png'));
    FakeUploadRequest.last().respond(422, { error_message: 'This image could not be read.' });
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        level: 'error',
        title: 'Error',
        message: 'This image could not be read.',
      }),
    );
    expect(await screen.findByRole('list', { name: 'Image upload' })).toHaveTextContent(
      'This image could not be read.',
    );

    await upload(user, 'kept-upload', 'boot.png');
    fetchMock.mockResolvedValueOnce(
      Response.json({ error_message: 'Storage is unavailable.' }, { status: 503 }),
    );
    await user.click(await screen.findByRole('button', { name: 'Remove image' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        level: 'error',
        title: 'Error',
        message: 'Storage is unavailable.',
      }),
    );
    expect(notify).toHaveBeenCalledTimes(2);
  });

  it('shows the form’s message for the field', () => {
    renderField('refused');
    expect(screen.getByRole('alert')).toHaveTextContent('Choose another image.');
  });
});
