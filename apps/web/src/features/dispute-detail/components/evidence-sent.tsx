import { Text } from '@mantine/core';
import { IconFileText, IconPhoto } from '@tabler/icons-react';
import detailPage from '../../../shared/detail-page/detail-page.module.css';
import { DetailSection } from '../../../shared/detail-page/detail-section';
import { formatFileSize } from '../../../shared/file-uploader/format-file-size';
import { formatDateTime } from '../../../shared/format/zoned-dates';
import type { DisputeEvidence } from '../api/get-dispute';
import { categoryLabel } from '../utils/dispute-detail-display';
import classes from './dispute-detail.module.css';

/** The files and the note sent with the answer; nothing when none was sent. */
export function EvidenceSent({
  evidence,
  timeZone,
}: {
  evidence: readonly DisputeEvidence[];
  timeZone: string;
}) {
  if (evidence.length === 0) return null;
  const files = evidence.filter((item) => item.file !== null);
  const notes = evidence.filter((item) => item.file === null && item.note);
  const sentAt = evidence[0]?.createdAt ?? null;
  return (
    <DetailSection title="Evidence sent">
      {sentAt ? (
        <Text size="xs" c="dimmed" mb="xs">
          Sent {formatDateTime(sentAt, timeZone)}
        </Text>
      ) : null}
      {files.length > 0 ? (
        <ul className={detailPage.list} aria-label="Files sent">
          {files.map(({ id, category, file }) => {
            if (!file) return null;
            const Icon = file.fileType === 'image' ? IconPhoto : IconFileText;
            return (
              <li key={id} className={classes.evidenceRow}>
                {file.thumbnail ? (
                  <img className={classes.thumbnail} src={file.thumbnail} alt="" />
                ) : (
                  <Icon size={24} stroke={1.5} aria-hidden style={{ flex: 'none' }} />
                )}
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                    {file.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {categoryLabel(category)} · {formatFileSize(file.size)}
                  </Text>
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
      {notes.map((item) => (
        <div key={item.id}>
          <Text size="sm" fw={500} mt="sm">
            Note
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {item.note}
          </Text>
        </div>
      ))}
    </DetailSection>
  );
}
