import { Stack, Title } from '@mantine/core';
import {
  CTA_TEXTS,
  DOCUMENT_TYPE_LABELS,
  needsBankDocumentGuidance,
} from '@paydesk/domain/cta-rules';
import type { DocumentTypeName } from '@paydesk/domain/file-purposes';
import type { UploadedFile } from '@paydesk/domain/files';
import { FileUploadField } from '../../../shared/form-fields/file-upload-field';

/** One requested document's upload as the form holds it. */
export interface DocumentUpload {
  /** The live file (uploaded, neither removed nor errored), if any. */
  file: UploadedFile | undefined;
  uploading: boolean;
}

/**
 * The requested documents (part 1 §5 "Document uploads"): one uploader per type, with the
 * type's file kinds (the upload's purpose is the document type, so the server knows it) and,
 * for a voided check or bank statement, the full-color guidance.
 */
export function CtaDocuments({
  merchantId,
  requested,
  errors,
  onChange,
}: {
  merchantId: number;
  requested: readonly DocumentTypeName[];
  /** The server's messages by document type. */
  errors: Partial<Record<DocumentTypeName, string>>;
  onChange: (type: DocumentTypeName, change: Partial<DocumentUpload>) => void;
}) {
  return (
    <Stack gap="md">
      <Title order={3} size="h4">
        {CTA_TEXTS.documentsHeading}
      </Title>
      {requested.map((type) => {
        return (
          <FileUploadField
            key={type}
            merchantId={merchantId}
            purpose={type}
            label={DOCUMENT_TYPE_LABELS[type]}
            required
            multiple={false}
            error={errors[type]}
            description={
              needsBankDocumentGuidance(type) ? CTA_TEXTS.bankDocumentGuidance : undefined
            }
            onChange={(files) => onChange(type, { file: files[0] })}
            onUploadingChange={(uploading) => onChange(type, { uploading })}
          />
        );
      })}
    </Stack>
  );
}
