import { Alert, FileInput, Group, List, NativeSelect, Stack, Text } from '@mantine/core';
import {
  APPLICATION_DOCUMENT_TYPES,
  APPLICATION_MESSAGES,
  type ApplicationDocumentType,
} from '@paydesk/domain/applications';
import { acceptedFiles } from '@paydesk/domain/file-purposes';
import { IconFileCheck, IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { newIdempotencyKey } from '../../../shared/api/call-endpoint';
import { errorText } from '../../../shared/errors/error-message';
import { rememberApplication, saveApplicationStep } from '../api/save-application';
import { uploadApplicationDocument } from '../api/upload-application-document';
import type { StepProps } from './step-form';
import { StepButtons } from './step-form';

type Document = StepProps['application']['documents'][number];
const TYPE_LABEL = Object.fromEntries(APPLICATION_DOCUMENT_TYPES.map((t) => [t.code, t.label]));

/**
 * Step 4: the bank proof, a voided check or a bank statement (PDF, PNG or JPEG, 10 MB). The
 * file goes up when chosen; "Save and continue" names it on the application.
 */
export function DocumentsStep({ application, onSaved, onBack }: StepProps) {
  const queryClient = useQueryClient();
  const [documents, setDocuments] = useState<Document[]>(application.documents);
  const [type, setType] = useState<ApplicationDocumentType>('voidedCheck');
  const [uploading, setUploading] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const errorId = useId();
  const accepted = acceptedFiles(type);

  const upload = async (file: File | null) => {
    if (!file) return;
    setError(null);
    setUploading(true);
    try {
      const uploaded = await uploadApplicationDocument({
        token: application.token,
        type,
        file,
        idempotencyKey: newIdempotencyKey(),
      });
      setDocuments((list) => [...list, uploaded]);
    } catch (failure) {
      setError(errorText(failure) ?? 'The file could not be uploaded.');
    } finally {
      setUploading(false);
      setInputKey((k) => k + 1);
    }
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (documents.length === 0) {
      setError(APPLICATION_MESSAGES.documentRequired);
      return;
    }
    setSaving(true);
    try {
      const saved = await saveApplicationStep(application.token, {
        step: 'documents',
        data: { documents: documents.map(({ fileId, type: t }) => ({ fileId, type: t })) },
      });
      rememberApplication(queryClient, saved);
      onSaved(saved);
    } catch (failure) {
      setError(errorText(failure) ?? 'This step could not be saved.');
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={save} noValidate aria-label="Documents">
      <Stack gap="md">
        <Text>
          Upload a voided check or a recent bank statement of the account payouts go to, so we can
          confirm it is yours.
        </Text>
        {error ? (
          <Alert color="red" variant="light" role="alert" id={errorId}>
            {error}
          </Alert>
        ) : null}
        <Group align="flex-end" wrap="wrap">
          <NativeSelect
            label="Document type"
            value={type}
            onChange={(e) => setType(e.currentTarget.value as ApplicationDocumentType)}
            data={APPLICATION_DOCUMENT_TYPES.map((t) => ({ value: t.code, label: t.label }))}
          />
          <FileInput
            key={inputKey}
            label="File"
            description={`${accepted.phrase}, up to 10 MB.`}
            placeholder="Choose a file"
            accept={[...accepted.contentTypes, ...accepted.extensions].join(',')}
            leftSection={<IconUpload size={16} aria-hidden />}
            onChange={upload}
            disabled={uploading}
            style={{ flex: 1, minWidth: 200 }}
            aria-describedby={error ? errorId : undefined}
          />
        </Group>
        {uploading ? <Text size="sm">Uploading…</Text> : null}
        {documents.length > 0 ? (
          <List
            spacing="xs"
            icon={<IconFileCheck size={18} aria-hidden />}
            aria-label="Uploaded documents"
          >
            {documents.map((d) => (
              <List.Item key={d.fileId}>
                {TYPE_LABEL[d.type]}: {d.name}
              </List.Item>
            ))}
          </List>
        ) : null}
        <StepButtons onBack={onBack} submitting={saving || uploading} />
      </Stack>
    </form>
  );
}
