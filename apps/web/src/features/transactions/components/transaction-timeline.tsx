import { Anchor, Text, Timeline } from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowBackUp,
  IconBan,
  IconBuildingBank,
  IconCircleCheck,
  IconCreditCard,
  IconFileSearch,
  IconReceiptRefund,
  IconStack2,
  IconX,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { type TimelineEvent, timelineHref } from '../utils/timeline-links';
import { SignedMoney } from './signed-money';
import { ZonedMoment } from './zoned-moment';

type Kind = TimelineEvent['kind'];

const ICONS: Record<Kind, ComponentType<{ size?: number; 'aria-hidden'?: boolean }>> = {
  authorised: IconCircleCheck,
  declined: IconX,
  captured: IconCreditCard,
  batched: IconStack2,
  funded: IconBuildingBank,
  refund: IconReceiptRefund,
  void: IconBan,
  chargeback: IconAlertTriangle,
  retrieval: IconFileSearch,
  'ach-return': IconArrowBackUp,
};

const COLORS: Partial<Record<Kind, string>> = {
  declined: 'red',
  chargeback: 'red',
  'ach-return': 'red',
  retrieval: 'orange',
  refund: 'orange',
  void: 'gray',
};

export interface TransactionTimelineProps {
  events: readonly TimelineEvent[];
  /** The account of the transaction: links to its payouts and transactions. */
  accountId: number;
  currency: string;
}

/**
 * A transaction's life, oldest first: authorised, captured, settled in a batch, funded in a
 * deposit, then any refunds, voids, disputes or returns. A step that has a page of its own
 * is a link to it.
 */
export function TransactionTimeline({ events, accountId, currency }: TransactionTimelineProps) {
  if (events.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Nothing has happened to this transaction yet.
      </Text>
    );
  }
  return (
    <Timeline active={events.length - 1} bulletSize={26} lineWidth={2}>
      {events.map((event, index) => {
        const Icon = ICONS[event.kind];
        const href = event.link ? timelineHref(event.link, accountId) : undefined;
        return (
          <Timeline.Item
            // biome-ignore lint/suspicious/noArrayIndexKey: the steps come in order and never move
            key={index}
            color={COLORS[event.kind]}
            bullet={<Icon size={14} aria-hidden />}
            title={
              href ? (
                <Anchor component={Link} to={href} fw={600} size="sm" underline="always">
                  {event.title}
                </Anchor>
              ) : (
                <Text component="span" fw={600} size="sm">
                  {event.title}
                </Text>
              )
            }
          >
            {event.detail ? (
              <Text size="sm" c="dimmed">
                {event.detail}
              </Text>
            ) : null}
            <Text size="xs" c="dimmed" mt={2}>
              <ZonedMoment value={event.at} />
              {event.amount !== null ? (
                <>
                  {' · '}
                  <SignedMoney cents={event.amount} currency={currency} />
                </>
              ) : null}
            </Text>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
