import { Button, Group, NativeSelect, Stack, Text, Textarea } from '@mantine/core';
import {
  DISPUTE_EVIDENCE_MAX,
  DISPUTE_NOTE_MAX,
  EVIDENCE_CATEGORIES,
  type EvidenceCategory,
} from '@paydesk/domain/dispute-fields';
import type { UploadedFile } from '@paydesk/domain/files';
import { useRef, useState } from 'react';
import { isAdminProfile } from '../../../shared/account/landing-path';
import { isApiError } from '../../../shared/api/api-error';
import detailPage from '../../../shared/detail-page/detail-page.module.css';
import { handleError } from '../../../shared/errors/handle-error';
import { FileUploader } from '../../../shared/file-uploader/file-uploader';
import type { UploadErrorKeys } from '../../../shared/file-uploader/use-file-uploads';
import { formatCount } from '../../../shared/format/numbers';
import { FormErrorAlert } from '../../../shared/forms/form-error-alert';
import { SubmissionKeys } from '../../../shared/forms/submission-key';
import { notify } from '../../../shared/notifications/notify';
import { useAccountStore } from '../../../shared/stores/account-store';
import { type DisputeRef, useCounterDispute } from '../api/answer-dispute';
import type { DisputeRecord } from '../api/get-dispute';
import { disputeTitle } from '../utils/dispute-detail-display';
import classes from './dispute-detail.module.css';

/** The category a newly uploaded file starts with. */
export const DEFAULT_CATEGORY: EvidenceCategory = 'receipt';

const CATEGORY_OPTIONS = EVIDENCE_CATEGORIES.map(({ key, label }) => ({ value: key, label }));

/** Part 2 §8: staff's evidence uploads and removals that fail report under their own keys. */
const STAFF_UPLOAD_ERROR_KEYS: UploadErrorKeys = {
  upload: 'adminUploadDisputeFileError',
  remove: 'adminRemoveDisputeFileError',
};

export interface CounterFormProps {
  dispute: DisputeRecord;
  merchantId: number;
}

/**
 * Counter a chargeback with evidence, or answer a retrieval with documents: the files (each
 * with its category), a note, and Submit once at least one file is uploaded and none is on
 * its way. The server's refusal (deadline passed, already answered...) shows above Submit.
 */
export function CounterForm({ dispute, merchantId }: CounterFormProps) {
  const ref: DisputeRef = { merchantId, kind: dispute.kind, disputeId: dispute.id };
  const counter = useCounterDispute(ref);
  const isChargeback = dispute.kind === 'chargeback';
  const [files, setFiles] = useState<readonly UploadedFile[]>([]);
  const [categories, setCategories] = useState<Record<string, EvidenceCategory>>({});
  const [note, setNote] = useState('');
  const keys = useRef(new SubmissionKeys());
  const [uploading, setUploading] = useState(false);
  const staff = isAdminProfile(useAccountStore((state) => state.data?.profile));

  const tooMany = files.length > DISPUTE_EVIDENCE_MAX;
  const ready = files.length > 0 && !uploading && !tooMany;
  const filesLabel = isChargeback ? 'Evidence files' : 'Documents';
  const submitLabel = isChargeback ? 'Submit evidence' : 'Send documents';

  const submit = async () => {
    if (!ready || counter.isPending) return;
    const request = {
      note: note.trim(),
      evidence: files.map((file) => ({
        fileId: file.id,
        category: categories[file.id] ?? DEFAULT_CATEGORY,
      })),
    };
    const idempotencyKey = keys.current.keyFor(request);
    try {
      await counter.mutateAsync({ ...request, idempotencyKey });
    } catch (error) {
      // The form shows a refusal; the central handler also takes what the server did not decide.
      if (!isApiError(error) || error.status === 0 || error.status >= 500) {
        handleError(error, { title: isChargeback ? 'Evidence not sent' : 'Documents not sent' });
      }
      return;
    }
    keys.current.renew();
    const title = disputeTitle(dispute.kind, dispute.id, dispute.caseNumber);
    notify({
      level: 'success',
      title: isChargeback ? 'Evidence sent' : 'Documents sent',
      message: isChargeback
        ? `${title} is under review. The card network will decide it.`
        : `${title} is answered.`,
    });
  };

  return (
    <Stack
      component="form"
      gap="md"
      aria-label={isChargeback ? 'Counter with evidence' : 'Send documents'}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Text size="sm">
        {isChargeback
          ? 'Upload what shows the sale was valid (a receipt, proof of delivery, messages with the cardholder) and say which kind each file is.'
          : 'Upload the documents the cardholder’s bank asked for, such as a copy of the receipt.'}
      </Text>
      <FileUploader
        merchantId={merchantId}
        purpose="dispute_evidence"
        multiple
        label={filesLabel}
        disabled={counter.isPending}
        onChange={setFiles}
        onUploadingChange={setUploading}
        errorKeys={staff ? STAFF_UPLOAD_ERROR_KEYS : undefined}
      />
      {files.length > 0 ? (
        <ul className={detailPage.list} aria-label="Categories of the files">
          {files.map((file) => (
            <li key={file.id} className={classes.categoryRow}>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {file.name}
              </Text>
              <NativeSelect
                aria-label={`Category of ${file.name}`}
                data={CATEGORY_OPTIONS}
                value={categories[file.id] ?? DEFAULT_CATEGORY}
                disabled={counter.isPending}
                onChange={(event) => {
                  const value = event.currentTarget.value as EvidenceCategory;
                  setCategories((current) => ({ ...current, [file.id]: value }));
                }}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {tooMany ? (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          Send at most {DISPUTE_EVIDENCE_MAX} files: remove {files.length - DISPUTE_EVIDENCE_MAX}.
        </Text>
      ) : null}
      <Textarea
        label="Note"
        description={`Optional: anything the reviewer should know. ${formatCount(note.length)} / ${formatCount(DISPUTE_NOTE_MAX)} characters`}
        autosize
        minRows={3}
        maxRows={10}
        maxLength={DISPUTE_NOTE_MAX}
        value={note}
        disabled={counter.isPending}
        onChange={(event) => setNote(event.currentTarget.value)}
      />
      <FormErrorAlert
        error={counter.error}
        title={isChargeback ? 'The evidence was not sent' : 'The documents were not sent'}
        shownPaths={[]}
      />
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="xs" c="dimmed">
          {uploading
            ? 'Wait for the uploads to finish.'
            : files.length === 0
              ? 'Upload at least one file.'
              : `${files.length} ${files.length === 1 ? 'file' : 'files'} ready to send.`}
        </Text>
        <Button type="submit" disabled={!ready} loading={counter.isPending}>
          {submitLabel}
        </Button>
      </Group>
    </Stack>
  );
}
