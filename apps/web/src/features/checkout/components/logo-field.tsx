import { Button, Group, Text } from '@mantine/core';
import { MAX_FILE_BYTES } from '@paydesk/domain/file-purposes';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useEffect, useId, useRef } from 'react';
import { acceptAttribute } from '../../../shared/file-uploader/check-file';
import { FileUploadRow } from '../../../shared/file-uploader/file-upload-row';
import { formatFileSize } from '../../../shared/file-uploader/format-file-size';
import { useFileUploads } from '../../../shared/file-uploader/use-file-uploads';
import { notify } from '../../../shared/notifications/notify';
import { useLogoUrl } from '../api/get-logo';
import classes from './checkout.module.css';

export interface LogoFieldProps {
  merchantId: number;
  /** The logo the form holds: the saved one, a new upload, or none. */
  value: string | null;
  onChange: (fileId: string | null) => void;
  onUploadingChange: (uploading: boolean) => void;
  businessName: string;
}

/** Part 1 §8: checkout upload and remove failures raise an error notification titled Error. */
function notifyError(message: string) {
  notify({ level: 'error', title: 'Error', message });
}

/**
 * The pay page's logo through the shared uploader's store (type `checkout-images`): Upload
 * (or Replace), the file's progress and errors while it goes, the logo shown once there, and
 * Remove. An upload or removal that fails also raises the 'Error' notification with the
 * server's error_message. A new upload is removed from the server when it is replaced or
 * removed before the settings are saved; the saved logo stays until a save replaces it.
 */
export function LogoField({
  merchantId,
  value,
  onChange,
  onUploadingChange,
  businessName,
}: LogoFieldProps) {
  const uploads = useFileUploads({ merchantId, purpose: 'checkout-images' });
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const logoUrl = useLogoUrl(merchantId, value);

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

  // The newest upload becomes the logo.
  const latest = uploads.liveFiles.at(-1);
  const reportChange = useRef(onChange);
  reportChange.current = onChange;
  useEffect(() => {
    if (latest) reportChange.current(latest.id);
  }, [latest]);

  const reportUploading = useRef(onUploadingChange);
  reportUploading.current = onUploadingChange;
  useEffect(() => reportUploading.current(uploads.isUploadingFile), [uploads.isUploadingFile]);

  // Rows to show: one going or failed, not the logo itself once it is up.
  const rows = uploads.files.filter((file) => !file.deleted && (!file.info || file.removeError));
  const ownUpload = uploads.files.find((file) => !file.deleted && file.info?.id === value);

  const pick = (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    // A new logo replaces an unsaved upload: that one leaves the server.
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
    <fieldset className={classes.logoFieldset} aria-describedby={`${hintId}-kinds`}>
      <legend className={classes.legend}>Logo</legend>
      <div className={classes.logoBox}>
        {value && logoUrl ? (
          <img src={logoUrl} alt={`${businessName} logo`} className={classes.logoImage} />
        ) : value ? (
          <Text size="sm" c="dimmed">
            Loading the logo…
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            No logo: the pay page shows your business name.
          </Text>
        )}
        <Group gap="xs">
          <input
            ref={input}
            type="file"
            hidden
            tabIndex={-1}
            aria-label="Logo file"
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
            {value ? 'Replace logo' : 'Upload logo'}
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
              Remove logo
            </Button>
          ) : null}
        </Group>
      </div>
      <Text size="xs" c="dimmed" id={`${hintId}-kinds`} mt={6}>
        {uploads.accept.phrase}, up to {formatFileSize(MAX_FILE_BYTES)}
      </Text>
      {rows.length > 0 ? (
        <ul className={classes.uploadRows} aria-label="Logo upload">
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
