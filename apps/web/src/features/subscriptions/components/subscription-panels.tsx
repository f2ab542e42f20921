import { Badge, Text } from '@mantine/core';
import { formatMoney } from '@paydesk/domain/money';
import { paths } from '../../../config/paths';
import { StatusPill } from '../../../shared/components/status-pill';
import {
  type DetailRow,
  DetailRows,
  RowNote,
  RowTitle,
} from '../../../shared/detail-page/detail-rows';
import { DetailSection } from '../../../shared/detail-page/detail-section';
import { formatShortDate } from '../../../shared/format/dates';
import { formatDateTime } from '../../../shared/format/zoned-dates';
import type { SubscriptionDetail } from '../api/get-subscription';
import {
  actorLabel,
  eventDetailParts,
  eventLabel,
  RUN_STATUS_DISPLAY,
} from '../utils/subscription-display';

interface PanelProps {
  detail: SubscriptionDetail;
  merchantId: number;
  timeZone: string;
  /** Where a paid run's transaction opens (default: the merchant's transaction page). */
  transactionHref?: (transactionId: number) => string;
}

const instalment = (n: number | null, of: number | null) =>
  n === null ? '' : of ? `Instalment ${n} of ${of} · ` : `Instalment ${n} · `;

/** The next charge (with its retries) and the projected ones after it. */
export function UpcomingPanel({ detail, timeZone }: PanelProps) {
  const { subscription, nextRun, upcoming } = detail;
  const money = (cents: number) => formatMoney(cents, subscription.currency);
  const of = subscription.installments;
  const next: DetailRow[] = nextRun
    ? [
        {
          key: 'next',
          title: (
            <RowTitle>
              {formatShortDate(nextRun.scheduledDate)} · {money(nextRun.amount)}
            </RowTitle>
          ),
          detail: `${instalment(nextRun.installment, of)}${
            nextRun.attempts > 0
              ? `Declined ${nextRun.attempts} ${nextRun.attempts === 1 ? 'time' : 'times'}${nextRun.responseText ? ` (${nextRun.responseText})` : ''} · next try ${formatDateTime(nextRun.dueAt, timeZone)}`
              : 'Next charge'
          }`,
          aside: <StatusPill status="pending" label="Scheduled" />,
        },
      ]
    : [];
  return (
    <DetailSection title="Upcoming charges">
      <DetailRows
        label="Upcoming charges"
        empty="No further charges."
        rows={[
          ...next,
          ...upcoming.map((run) => ({
            key: run.date,
            title: (
              <Text size="sm">
                {formatShortDate(run.date)} · {money(run.amount)}
              </Text>
            ),
            detail: `${instalment(run.installment, of)}Projected`,
            aside: (
              <Badge variant="outline" color="gray" radius="sm" tt="none" fw={500}>
                Upcoming
              </Badge>
            ),
          })),
        ]}
      />
    </DetailSection>
  );
}

/** Charges already decided, newest first, each opening its transaction when there is one. */
export function PastRunsPanel({ detail, merchantId, timeZone, transactionHref }: PanelProps) {
  const hrefOf =
    transactionHref ?? ((id: number) => paths.transactions.detail.href(merchantId, id));
  const { subscription, runs, totals } = detail;
  const money = (cents: number) => formatMoney(cents, subscription.currency);
  return (
    <DetailSection title="Past charges">
      <Text size="sm" c="dimmed" mb="xs">
        {totals.paidCount} paid · {totals.failedCount} failed · {money(totals.collected)} collected
      </Text>
      <DetailRows
        label="Past charges"
        empty="No charges yet."
        rows={runs.map((run) => {
          const display = RUN_STATUS_DISPLAY[run.status];
          return {
            key: run.id,
            title: (
              <RowTitle href={run.transactionId === null ? null : hrefOf(run.transactionId)}>
                {formatShortDate(run.scheduledDate)} · {money(run.amount)}
              </RowTitle>
            ),
            detail: `${instalment(run.installment, subscription.installments)}${
              run.responseCode ? `${run.responseCode} ${run.responseText ?? ''}`.trim() : ''
            }${run.attempts > 1 ? ` · ${run.attempts} attempts` : ''}${
              run.lastAttemptAt ? ` · ${formatDateTime(run.lastAttemptAt, timeZone)}` : ''
            }`,
            aside: <StatusPill status={display.style} label={display.label} />,
          };
        })}
      />
    </DetailSection>
  );
}

/** What happened to the subscription, newest first. */
export function HistoryPanel({ detail, timeZone }: PanelProps) {
  const currency = detail.subscription.currency;
  return (
    <DetailSection title="History">
      <DetailRows
        label="History"
        empty="Nothing yet."
        ordered
        rows={detail.history.map((event) => {
          const parts = eventDetailParts(event.details, {
            day: formatShortDate,
            money: (cents) => formatMoney(cents, currency),
          });
          return {
            key: event.id,
            title: <RowTitle>{eventLabel(event.kind)}</RowTitle>,
            detail: `By ${actorLabel(event.actor)}${parts.length > 0 ? ` · ${parts.join(' · ')}` : ''}`,
            aside: <RowNote>{formatDateTime(event.at, timeZone)}</RowNote>,
          };
        })}
      />
    </DetailSection>
  );
}
