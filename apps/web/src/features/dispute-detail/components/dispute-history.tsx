import { Text } from '@mantine/core';
import detailPage from '../../../shared/detail-page/detail-page.module.css';
import { DetailSection } from '../../../shared/detail-page/detail-section';
import { formatDateTime } from '../../../shared/format/zoned-dates';
import type { DisputeDetail } from '../api/get-dispute';

/** What happened to the dispute, in order: when, what, and the detail. */
export function DisputeHistory({
  history,
  timeZone,
}: {
  history: DisputeDetail['history'];
  timeZone: string;
}) {
  return (
    <DetailSection title="History">
      {history.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing has happened yet.
        </Text>
      ) : (
        <ol className={detailPage.list} aria-label="History">
          {history.map((event) => (
            <li
              key={`${event.at}|${event.label}|${event.detail ?? ''}`}
              className={detailPage.listRow}
            >
              <div>
                <Text size="sm" fw={500}>
                  {event.label}
                </Text>
                {event.detail ? (
                  <Text size="sm" c="dimmed">
                    {event.detail}
                  </Text>
                ) : null}
              </div>
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                <time dateTime={event.at}>{formatDateTime(event.at, timeZone)}</time>
              </Text>
            </li>
          ))}
        </ol>
      )}
    </DetailSection>
  );
}
