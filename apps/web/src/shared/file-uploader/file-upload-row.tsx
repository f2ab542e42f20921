import { ActionIcon, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconFileText, IconPhoto, IconX } from '@tabler/icons-react';
import classes from './file-uploader.module.css';
import { formatFileSize } from './format-file-size';
import type { FileUpload } from './use-file-uploads';

export interface FileUploadRowProps {
  file: FileUpload;
  onRemove: (localId: string) => void;
  onRetry: (localId: string) => void;
  disabled?: boolean;
}

/** The server's fileType, or the browser's content type's before it answers. */
function isImage(file: FileUpload): boolean {
  return file.info ? file.info.fileType === 'image' : file.type.startsWith('image/');
}

/**
 * One listed file (part 1 §3 "Shared form field kinds"): its thumbnail or an icon, name,
 * type (or a dash) and readable size, the progress while it uploads, its errors underneath,
 * and the Remove action. States are written out, not only coloured.
 */
export function FileUploadRow({ file, onRemove, onRetry, disabled }: FileUploadRowProps) {
  const Icon = isImage(file) ? IconPhoto : IconFileText;
  const thumbnail = file.info?.thumbnail;
  const failed = file.errors.length > 0;
  return (
    <li className={classes.row} data-failed={failed || undefined}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        {thumbnail ? (
          <img className={classes.thumbnail} src={thumbnail} alt="" width={40} height={40} />
        ) : (
          <span className={classes.icon}>
            <Icon size={24} stroke={1.5} aria-hidden />
          </span>
        )}
        <Stack gap={4} className={classes.details}>
          <Text size="sm" fw={500} truncate="end" title={file.name}>
            {file.name}
          </Text>
          <Text size="xs" c="dimmed">
            {file.type || '—'} · {formatFileSize(file.size)}
          </Text>
          {file.uploading ? (
            <Group gap="xs" wrap="nowrap">
              <Progress
                className={classes.progress}
                value={file.progress}
                size="sm"
                aria-label={`Uploading ${file.name}`}
              />
              <Text size="xs" c="dimmed" aria-hidden>
                {file.progress}%
              </Text>
            </Group>
          ) : null}
          {failed || file.removeError ? (
            <div role="alert">
              <ul className={classes.errors}>
                {[...file.errors, ...(file.removeError ? [file.removeError] : [])].map(
                  (message) => (
                    <li key={message}>
                      <IconAlertCircle size={14} aria-hidden className={classes.errorIcon} />
                      <Text span size="xs" c="var(--mantine-color-error)">
                        {message}
                      </Text>
                    </li>
                  ),
                )}
              </ul>
            </div>
          ) : null}
          {failed && file.retryable ? (
            <Button
              variant="subtle"
              size="compact-xs"
              className={classes.retry}
              onClick={() => onRetry(file.localId)}
              disabled={disabled}
            >
              Retry
            </Button>
          ) : null}
        </Stack>
        <ActionIcon
          variant="subtle"
          color="gray"
          title="Remove"
          aria-label={`Remove ${file.name}`}
          loading={file.removing}
          disabled={disabled}
          onClick={() => onRemove(file.localId)}
        >
          <IconX size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </li>
  );
}
