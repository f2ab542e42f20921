import { Button, Group, Text } from '@mantine/core';
import { MAX_FILE_BYTES } from '@paydesk/domain/file-purposes';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { notify } from '../notifications/notify';
import { acceptAttribute } from './check-file';
import { FileUploadRow } from './file-upload-row';
import { formatFileSize } from './format-file-size';
import classes from './image-upload-field.module.css';
import { useFileUploads } from './use-file-uploads';

export interface ImageUploadFieldProps {
  merchantId: number;
  /** What the image is, as the field's legend: 'Logo', 'Image'. */
  label: string;
  /** The image the form holds: the saved one, a new upload, or none. */
  value: string | null;
  onChange: (fileId: string | null) => void;
  onUploadingChange: (uploading: boolean) => void;
  /** The image as it shows now (or what stands in for none). */
  preview: ReactNode;
  /** The form's message for the field. */
  error?: string | undefined;
}

/** Part 1 §8: checkout upload and remove failures raise an error notification titled Error. */
function notifyError(message: string) {
  notify({ level: 'error', title: 'Error', message });
}

/**
 * One image of a form through the shared uploader's store (type `checkout-images`): Upload (or
 * Replace), the file's progress and errors while it goes, the image once there, and Remove. An
 * upload or removal that fails also raises the 'Error' notification with the server's
 * error_message. A new upload replaced or removed before the form is saved leaves the server;
 * the saved image stays until a save replaces it.
 */
export function ImageUploadField({
  merchantId,
  label,
  value,
  onChange,
  onUploadingChange,
  preview,
  error,
}: ImageUploadFieldProps) {
  const uploads = useFileUploads({ merchantId, purpose: 'checkout-images' });
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const noun = label.toLowerCase();

  // Each failure is told once: an upload's first error, a removal's error.
  const told = useRef(new Set<string>());
  useEffect(() => {
    for (const file of uploads.files) {
      const uploadError = file.errors[0];
      if (uploadError && !told.current.has(`${file.localId}:upload`)) {
        told.current.add(`${file.localId}:upload`);
        notifyError(uploadError);
      }
      if (file.removeError && !told.current.has(`${file.localId}:remove:${file.removeError}`)) {
        told.current.add(`${file.localId}:remove:${file.removeError}`);
        notifyError(file.removeError);
      }
    }
  }, [uploads.files]);

  // The newest upload becomes the form's image.
  const latest = uploads.liveFiles.at(-1);
  const reportChange = useRef(onChange);
  reportChange.current = onChange;
  useEffect(() => {
    if (latest) reportChange.current(latest.id);
  }, [latest]);

  const reportUploading = useRef(onUploadingChange);
  reportUploading.current = onUploadingChange;
  useEffect(() => reportUploading.current(uploads.isUploadingFile), [uploads.isUploadingFile]);

  // Rows to show: one going or failed, not the image itself once it is up.
  const rows = uploads.files.filter((file) => !file.deleted && (!file.info || file.removeError));
  const ownUpload = uploads.files.find((file) => !file.deleted && file.info?.id === value);

  const pick = (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    // A new image replaces an unsaved upload: that one leaves the server.
    for (const entry of uploads.files) {
      if (!entry.deleted && entry.info) void uploads.remove(entry.localId);
    }
    uploads.add([file]);
  };

  const remove = () => {
    if (ownUpload) void uploads.remove(ownUpload.localId);
    onChange(null);
  };

  return (
    <fieldset className={classes.fieldset} aria-describedby={`${hintId}-kinds`}>
      <legend className={classes.legend}>{label}</legend>
      <div className={classes.box}>
        {preview}
        <Group gap="xs">
          <input
            ref={input}
            type="file"
            hidden
            tabIndex={-1}
            aria-label={`${label} file`}
            accept={acceptAttribute(uploads.accept)}
            onChange={(event) => {
              pick(event.currentTarget.files);
              event.currentTarget.value = '';
            }}
          />
          <Button
            variant="default"
            size="sm"
            leftSection={<IconPhotoUp size={16} aria-hidden />}
            loading={uploads.isUploadingFile}
            onClick={() => input.current?.click()}
          >
            {value ? `Replace ${noun}` : `Upload ${noun}`}
          </Button>
          {value ? (
            <Button
              variant="subtle"
              color="red"
              size="sm"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={remove}
              loading={ownUpload?.removing}
            >
              Remove {noun}
            </Button>
          ) : null}
        </Group>
      </div>
      <Text size="xs" c="dimmed" id={`${hintId}-kinds`} mt={6}>
        {uploads.accept.phrase}, up to {formatFileSize(MAX_FILE_BYTES)}
      </Text>
      {error ? (
        <Text size="sm" c="var(--mantine-color-error)" role="alert" mt={4}>
          {error}
        </Text>
      ) : null}
      {rows.length > 0 ? (
        <ul className={classes.uploadRows} aria-label={`${label} upload`}>
          {rows.map((file) => (
            <FileUploadRow
              key={file.localId}
              file={file}
              onRetry={uploads.retry}
              onRemove={(localId) => void uploads.remove(localId)}
            />
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
