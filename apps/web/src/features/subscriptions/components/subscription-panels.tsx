import { Anchor, Badge, Text } from '@mantine/core';
import { formatMoney } from '@paydesk/domain/money';
import { IconLink } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { StatusPill } from '../../../shared/components/status-pill';
import detailPage from '../../../shared/detail-page/detail-page.module.css';
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
}

const instalment = (n: number | null, of: number | null) =>
  n === null ? '' : of ? `Instalment ${n} of ${of} · ` : `Instalment ${n} · `;

/** The next charge (with its retries) and the projected ones after it. */
export function UpcomingPanel({ detail, timeZone }: PanelProps) {
  const { subscription, nextRun, upcoming } = detail;
  const money = (cents: number) => formatMoney(cents, subscription.currency);
  const of = subscription.installments;
  return (
    <DetailSection title="Upcoming charges">
      {nextRun === null && upcoming.length === 0 ? (
        <Text size="sm" c="dimmed">
          No further charges.
        </Text>
      ) : (
        <ul className={detailPage.list} aria-label="Upcoming charges">
          {nextRun ? (
            <li className={detailPage.listRow}>
              <div>
                <Text size="sm" fw={600}>
                  {formatShortDate(nextRun.scheduledDate)} · {money(nextRun.amount)}
                </Text>
                <Text size="xs" c="dimmed">
                  {instalment(nextRun.installment, of)}
                  {nextRun.attempts > 0
                    ? `Declined ${nextRun.attempts} ${nextRun.attempts === 1 ? 'time' : 'times'}${nextRun.responseText ? ` (${nextRun.responseText})` : ''} · next try ${formatDateTime(nextRun.dueAt, timeZone)}`
                    : 'Next charge'}
                </Text>
              </div>
              <StatusPill status="pending" label="Scheduled" />
            </li>
          ) : null}
          {upcoming.map((run) => (
            <li key={run.date} className={detailPage.listRow}>
              <div>
                <Text size="sm">
                  {formatShortDate(run.date)} · {money(run.amount)}
                </Text>
                <Text size="xs" c="dimmed">
                  {instalment(run.installment, of)}Projected
                </Text>
              </div>
              <Badge variant="outline" color="gray" radius="sm" tt="none" fw={500}>
                Upcoming
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </DetailSection>
  );
}

/** Charges already decided, newest first, each opening its transaction when there is one. */
export function PastRunsPanel({ detail, merchantId, timeZone }: PanelProps) {
  const { subscription, runs, totals } = detail;
  const money = (cents: number) => formatMoney(cents, subscription.currency);
  return (
    <DetailSection title="Past charges">
      <Text size="sm" c="dimmed" mb="xs">
        {totals.paidCount} paid · {totals.failedCount} failed · {money(totals.collected)} collected
      </Text>
      {runs.length === 0 ? (
        <Text size="sm" c="dimmed">
          No charges yet.
        </Text>
      ) : (
        <ul className={detailPage.list} aria-label="Past charges">
          {runs.map((run) => {
            const display = RUN_STATUS_DISPLAY[run.status];
            const label = `${formatShortDate(run.scheduledDate)} · ${money(run.amount)}`;
            return (
              <li key={run.id} className={detailPage.listRow}>
                <div>
                  {run.transactionId !== null ? (
                    <Anchor
                      component={Link}
                      to={paths.transactions.detail.href(merchantId, run.transactionId)}
                      size="sm"
                      fw={600}
                      c="paydesk.7"
                    >
                      <IconLink
                        size={14}
                        aria-hidden
                        style={{ verticalAlign: -2, marginRight: 4 }}
                      />
                      {label}
                    </Anchor>
                  ) : (
                    <Text size="sm" fw={600}>
                      {label}
                    </Text>
                  )}
                  <Text size="xs" c="dimmed">
                    {instalment(run.installment, subscription.installments)}
                    {run.responseCode ? `${run.responseCode} ${run.responseText ?? ''}`.trim() : ''}
                    {run.attempts > 1 ? ` · ${run.attempts} attempts` : ''}
                    {run.lastAttemptAt ? ` · ${formatDateTime(run.lastAttemptAt, timeZone)}` : ''}
                  </Text>
                </div>
                <StatusPill status={display.style} label={display.label} />
              </li>
            );
          })}
        </ul>
      )}
    </DetailSection>
  );
}

/** What happened to the subscription, newest first. */
export function HistoryPanel({ detail, timeZone }: PanelProps) {
  const currency = detail.subscription.currency;
  return (
    <DetailSection title="History">
      {detail.history.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing yet.
        </Text>
      ) : (
        <ol className={detailPage.list} aria-label="History">
          {detail.history.map((event) => {
            const parts = eventDetailParts(event.details, {
              day: formatShortDate,
              money: (cents) => formatMoney(cents, currency),
            });
            return (
              <li key={event.id} className={detailPage.listRow}>
                <div>
                  <Text size="sm" fw={600}>
                    {eventLabel(event.kind)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    By {actorLabel(event.actor)}
                    {parts.length > 0 ? ` · ${parts.join(' · ')}` : ''}
                  </Text>
                </div>
                <Text size="xs" c="dimmed" ta="right">
                  {formatDateTime(event.at, timeZone)}
                </Text>
              </li>
            );
          })}
        </ol>
      )}
    </DetailSection>
  );
}
