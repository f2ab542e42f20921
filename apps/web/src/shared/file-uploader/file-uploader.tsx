import { Button, Overlay, Text } from '@mantine/core';
import {
  type AcceptedFiles,
  type FilePurpose,
  MAX_FILE_BYTES,
} from '@paydesk/domain/file-purposes';
import type { UploadedFile } from '@paydesk/domain/files';
import { IconUpload } from '@tabler/icons-react';
import { type DragEvent, useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { acceptAttribute } from './check-file';
import { FileUploadRow } from './file-upload-row';
import classes from './file-uploader.module.css';
import { formatFileSize } from './format-file-size';
import { type UploadErrorKeys, useFileUploads } from './use-file-uploads';

/** How long the picker button reads 'Loading file picker...' after a press (part 2 §9). */
export const PICKER_OPENING_MS = 1_500;

export const UPLOADER_TEXTS = {
  choose: 'Chose files to upload',
  dropHint: 'or drop a file here for upload.',
  addMore: 'Add more files',
  dropOverlay: 'Drop file here',
  opening: 'Loading file picker...',
} as const;

export interface FileUploaderProps {
  merchantId: number | string;
  /** What the files are for: the upload's `type`, which decides the accepted kinds. */
  purpose: FilePurpose;
  /** Several files per pick or drop; one at a time by default (part 2 §5). */
  multiple?: boolean;
  /** Narrows what the picker offers and the checks take (`acceptedFiles(...)`); the purpose's by default. */
  accept?: AcceptedFiles;
  /** The live files (uploaded, neither removed nor errored), each time they change. */
  onChange?: (files: readonly UploadedFile[]) => void;
  /** Whether a file is still on its way (a form waits for it before it submits). */
  onUploadingChange?: (uploading: boolean) => void;
  disabled?: boolean;
  /** The accessible name of the uploader; 'Files' by default. */
  label?: string;
  /** Also report failures on the way to the central error handler under these keys (`UseFileUploadsOptions`). */
  errorKeys?: UploadErrorKeys;
}

function hasFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer?.types ?? []).includes('Files');
}

/**
 * The shared file uploader (part 1 §3-§5, part 2 §5): a picker button and a drop area, the
 * chosen files listed with their progress and errors, each removable. Files are checked
 * (10 MB, the purpose's kinds) before they are sent, uploaded one request each, and handed on
 * through `onChange` once uploaded.
 */
export function FileUploader({
  merchantId,
  purpose,
  multiple = false,
  accept,
  onChange,
  onUploadingChange,
  disabled = false,
  label = 'Files',
  errorKeys,
}: FileUploaderProps) {
  const uploads = useFileUploads({ merchantId, purpose, accept, errorKeys });
  const input = useRef<HTMLInputElement>(null);
  const [opening, setOpening] = useState(false);
  const [dragging, setDragging] = useState(false);
  const dragDepth = useRef(0);
  const hintId = useId();

  useEffect(() => {
    if (!opening) return;
    const timer = setTimeout(() => setOpening(false), PICKER_OPENING_MS);
    return () => clearTimeout(timer);
  }, [opening]);

  const reported = useRef<readonly UploadedFile[]>([]);
  const report = useEffectEvent((files: readonly UploadedFile[]) => onChange?.(files));
  const { liveFiles } = uploads;
  useEffect(() => {
    const before = reported.current;
    const same =
      before.length === liveFiles.length && before.every((file, i) => file.id === liveFiles[i]?.id);
    if (same) return;
    reported.current = liveFiles;
    report(liveFiles);
  }, [liveFiles]);

  const reportUploading = useEffectEvent((uploading: boolean) => onUploadingChange?.(uploading));
  const { isUploadingFile } = uploads;
  useEffect(() => {
    reportUploading(isUploadingFile);
  }, [isUploadingFile]);

  const take = (files: FileList | null | undefined) => {
    if (disabled || !files || files.length === 0) return;
    const list = Array.from(files);
    uploads.add(multiple ? list : list.slice(0, 1));
  };

  const openPicker = () => {
    if (disabled || opening) return;
    setOpening(true);
    input.current?.click();
  };

  const onDragEnter = (event: DragEvent<HTMLFieldSetElement>) => {
    if (disabled || !hasFiles(event)) return;
    event.preventDefault();
    dragDepth.current += 1;
    setDragging(true);
  };
  const onDragOver = (event: DragEvent<HTMLFieldSetElement>) => {
    if (disabled || !hasFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
  };
  const onDragLeave = (event: DragEvent<HTMLFieldSetElement>) => {
    if (!dragging) return;
    dragDepth.current = Math.max(0, dragDepth.current - 1);
    if (dragDepth.current === 0) setDragging(false);
    event.preventDefault();
  };
  const onDrop = (event: DragEvent<HTMLFieldSetElement>) => {
    event.preventDefault();
    dragDepth.current = 0;
    setDragging(false);
    take(event.dataTransfer?.files);
  };

  const shown = uploads.files.filter((file) => !file.deleted);
  const listed = shown.length > 0;
  const prompt = (
    <div className={classes.prompt}>
      {listed ? null : <IconUpload size={32} stroke={1.5} aria-hidden />}
      <Button
        variant={listed ? 'light' : 'filled'}
        onClick={openPicker}
        disabled={disabled}
        aria-disabled={opening || undefined}
        aria-describedby={`${hintId}-drop ${hintId}-kinds`}
      >
        {opening ? UPLOADER_TEXTS.opening : listed ? UPLOADER_TEXTS.addMore : UPLOADER_TEXTS.choose}
      </Button>
      <Text size="sm" id={`${hintId}-drop`}>
        {UPLOADER_TEXTS.dropHint}
      </Text>
      <Text size="xs" c="dimmed" id={`${hintId}-kinds`}>
        {uploads.accept.phrase}, up to {formatFileSize(MAX_FILE_BYTES)}
      </Text>
    </div>
  );

  return (
    <fieldset
      aria-label={label}
      className={classes.root}
      data-dragging={dragging || undefined}
      data-disabled={disabled || undefined}
      data-has-files={listed || undefined}
      onDragEnter={onDragEnter}
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
    >
      <input
        ref={input}
        className={classes.input}
        type="file"
        tabIndex={-1}
        aria-label={UPLOADER_TEXTS.choose}
        accept={acceptAttribute(uploads.accept)}
        multiple={multiple}
        disabled={disabled}
        onChange={(event) => {
          take(event.currentTarget.files);
          setOpening(false);
          // The same file may be chosen again (after removing it).
          event.currentTarget.value = '';
        }}
      />
      {listed ? (
        <ul className={classes.list} aria-label={`${label}: chosen`}>
          {shown.map((file) => (
            <FileUploadRow
              key={file.localId}
              file={file}
              disabled={disabled}
              onRetry={uploads.retry}
              onRemove={(localId) => void uploads.remove(localId)}
            />
          ))}
        </ul>
      ) : null}
      {prompt}
      {dragging ? (
        <Overlay center color="#fff" backgroundOpacity={0.92} radius="md" zIndex={1}>
          <Text className={classes.overlayText}>{UPLOADER_TEXTS.dropOverlay}</Text>
        </Overlay>
      ) : null}
    </fieldset>
  );
}
