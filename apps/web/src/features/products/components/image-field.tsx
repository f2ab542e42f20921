import { Button, Group, Text } from '@mantine/core';
import { MAX_FILE_BYTES } from '@paydesk/domain/file-purposes';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useEffect, useId, useRef } from 'react';
import { acceptAttribute } from '../../../shared/file-uploader/check-file';
import { FileUploadRow } from '../../../shared/file-uploader/file-upload-row';
import { formatFileSize } from '../../../shared/file-uploader/format-file-size';
import { useFileUploads } from '../../../shared/file-uploader/use-file-uploads';
import { notify } from '../../../shared/notifications/notify';
import { ProductImage } from './product-image';
import classes from './products.module.css';

export interface ImageFieldProps {
  merchantId: number;
  /** The image the form holds: the saved one, a new upload, or none. */
  value: string | null;
  onChange: (fileId: string | null) => void;
  onUploadingChange: (uploading: boolean) => void;
  error?: string | undefined;
}

/**
 * A product's image through the shared uploader (type `checkout-images`): Upload (or
 * Replace), the file's progress and errors while it goes, the picture once there, Remove. A
 * new upload replaced or removed before the product is saved leaves the server.
 */
export function ImageField({
  merchantId,
  value,
  onChange,
  onUploadingChange,
  error,
}: ImageFieldProps) {
  const uploads = useFileUploads({ merchantId, purpose: 'checkout-images' });
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();

  const told = useRef(new Set<string>());
  useEffect(() => {
    for (const file of uploads.files) {
      const uploadError = file.errors[0];
      if (uploadError && !told.current.has(`${file.localId}:upload`)) {
        told.current.add(`${file.localId}:upload`);
        notify({ level: 'error', title: 'Error', message: uploadError });
      }
    }
  }, [uploads.files]);

  const latest = uploads.liveFiles.at(-1);
  const reportChange = useRef(onChange);
  reportChange.current = onChange;
  useEffect(() => {
    if (latest) reportChange.current(latest.id);
  }, [latest]);

  const reportUploading = useRef(onUploadingChange);
  reportUploading.current = onUploadingChange;
  useEffect(() => reportUploading.current(uploads.isUploadingFile), [uploads.isUploadingFile]);

  const rows = uploads.files.filter((file) => !file.deleted && (!file.info || file.removeError));
  const ownUpload = uploads.files.find((file) => !file.deleted && file.info?.id === value);

  const pick = (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
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
    <fieldset className={classes.imageFieldset} aria-describedby={`${hintId}-kinds`}>
      <legend className={classes.legend}>Image</legend>
      <div className={classes.imageBox}>
        <ProductImage merchantId={merchantId} fileId={value} alt={value ? 'Product image' : ''} />
        <Group gap="xs">
          <input
            ref={input}
            type="file"
            hidden
            tabIndex={-1}
            aria-label="Image file"
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
            {value ? 'Replace image' : 'Upload image'}
          </Button>
          {value ? (
            <Button
              variant="subtle"
              color="red"
              size="sm"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={remove}
            >
              Remove image
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
        <ul className={classes.uploadRows} aria-label="Image upload">
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
