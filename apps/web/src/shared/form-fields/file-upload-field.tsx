import { Input } from '@mantine/core';
import { type AcceptedFiles, acceptedFiles, type FilePurpose } from '@paydesk/domain/file-purposes';
import type { UploadedFile } from '@paydesk/domain/files';
import type { ReactNode } from 'react';
import { FileUploader } from '../file-uploader/file-uploader';

/**
 * A form's file upload (part 1 §3: multiple, drag and drop): the shared uploader with the
 * field's label, guidance and message. The files go up as they are chosen; `onChange` hands
 * the form the live ones (uploaded, neither removed nor errored).
 */
export function FileUploadField({
  merchantId,
  purpose,
  label,
  description,
  error,
  multiple = true,
  accept,
  onChange,
  onUploadingChange,
  disabled,
  required,
}: {
  merchantId: number | string;
  purpose: FilePurpose;
  label: string;
  description?: ReactNode;
  error?: ReactNode;
  multiple?: boolean;
  accept?: AcceptedFiles;
  onChange: (files: readonly UploadedFile[]) => void;
  onUploadingChange?: (uploading: boolean) => void;
  disabled?: boolean;
  required?: boolean;
}) {
  const accepted = accept ?? acceptedFiles(purpose);
  return (
    <Input.Wrapper
      label={label}
      description={description ?? `${accepted.phrase}, up to 10 MB.`}
      error={error}
      withAsterisk={required}
    >
      <FileUploader
        merchantId={merchantId}
        purpose={purpose}
        multiple={multiple}
        accept={accepted}
        onChange={onChange}
        onUploadingChange={onUploadingChange}
        disabled={disabled}
        label={label}
      />
    </Input.Wrapper>
  );
}
