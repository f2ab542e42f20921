import { Anchor, Button, Stack, Text } from '@mantine/core';
import { todayIn } from '@paydesk/domain/date-presets';
import { formatMoney } from '@paydesk/domain/money';
import {
  cancellationRefusal,
  isEnded,
  rescheduleRefusal,
  SUBSCRIPTION_MESSAGES,
} from '@paydesk/domain/subscription-fields';
import {
  IconCalendarEvent,
  IconCalendarX,
  IconMail,
  IconPlayerStop,
  IconRepeatOff,
} from '@tabler/icons-react';
import { lazy, type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { LazyDialog } from '../../../shared/components/lazy-dialog';
import { StatusPill } from '../../../shared/components/status-pill';
import detailPage from '../../../shared/detail-page/detail-page.module.css';
import {
  DetailHeader,
  DetailRecordPage,
  DetailRoute,
} from '../../../shared/detail-page/detail-page-parts';
import { routeIdOf } from '../../../shared/detail-page/route-id';
import { formatShortDate } from '../../../shared/format/dates';
import { formatDateTime } from '../../../shared/format/zoned-dates';
import { useMerchantZone } from '../../../shared/merchant-account/merchant-time-zone';
import { SUBSCRIPTION_STATUS_DISPLAY } from '../../../shared/subscriptions/subscription-display';
import { type SubscriptionDetail, useSubscription } from '../api/get-subscription';
import type { SubscriptionAction } from '../components/action-dialogs';
import { HistoryPanel, PastRunsPanel, UpcomingPanel } from '../components/subscription-panels';
import classes from '../components/subscriptions.module.css';
import { scheduleLabel } from '../utils/interval-label';
import { methodText } from '../utils/subscription-display';

/** The actions' confirmations load when one is first opened. */
const SubscriptionActionDialogs = lazy(async () => ({
  default: (await import('../components/action-dialogs')).SubscriptionActionDialogs,
}));

/** /subscription-details/:accountId/:subscriptionId: one subscription, its charges and actions. */
export function SubscriptionPage() {
  return (
    <DetailRoute report="subscriptions" param="subscriptionId" heading="Subscription">
      {({ merchantId, raw }) => (
        <SubscriptionView merchantId={merchantId} subscriptionId={routeIdOf(raw)} />
      )}
    </DetailRoute>
  );
}

function SubscriptionView({
  merchantId,
  subscriptionId,
}: {
  merchantId: number;
  subscriptionId: number | undefined;
}) {
  const { accountName, timeZone } = useMerchantZone(merchantId);
  const detail = useSubscription(merchantId, subscriptionId);
  return (
    <DetailRecordPage
      kind="Subscription"
      accountName={accountName}
      list={{ href: paths.subscriptions.list.href(merchantId), label: 'Subscriptions' }}
      missing={subscriptionId === undefined}
      notFound={{
        icon: <IconRepeatOff aria-hidden="true" />,
        title: SUBSCRIPTION_MESSAGES.notFound,
      }}
      query={detail}
      loadingColumns={[320, 240]}
      documentTitle={(data) => `${titleOf(data.subscription)} · ${data.customer.name}`}
    >
      {(data) => (
        <SubscriptionContent
          merchantId={merchantId}
          detail={data}
          timeZone={timeZone}
          links={MERCHANT_LINKS}
        />
      )}
    </DetailRecordPage>
  );
}

/** Where the page's customer and transactions open: the merchant's pages. */
const MERCHANT_LINKS: SubscriptionLinks = {
  customer: (merchantId, customerId) => paths.customers.detail.href(merchantId, customerId),
  transaction: (merchantId, transactionId) =>
    paths.transactions.detail.href(merchantId, transactionId),
};

/** The plan's own words, else what it is. */
export function titleOf(subscription: SubscriptionDetail['subscription']): string {
  return (
    subscription.description ||
    (subscription.installments !== null ? 'Payment plan' : 'Subscription')
  );
}

/** Where the page links to: the merchant portal's pages, or the back office's (null: no link). */
export interface SubscriptionLinks {
  customer: (merchantId: number, customerId: number) => string | null;
  transaction: (merchantId: number, transactionId: number) => string;
}

interface ContentProps {
  merchantId: number;
  detail: SubscriptionDetail;
  timeZone: string;
  links: SubscriptionLinks;
  /** Staff read the page: no actions, no action messages. */
  readOnly?: boolean;
}

interface ActionButton {
  action: SubscriptionAction;
  label: string;
  icon: ReactNode;
  /** Why it cannot be done now; null: it can. */
  refusal: string | null;
  danger?: boolean;
}

/** One subscription's facts, charges and history, with its actions unless read only. */
export function SubscriptionContent({
  merchantId,
  detail,
  timeZone,
  links,
  readOnly = false,
}: ContentProps) {
  const [action, setAction] = useState<SubscriptionAction | null>(null);
  const { subscription, customer, actions } = detail;
  const status = SUBSCRIPTION_STATUS_DISPLAY[subscription.status];
  const today = todayIn(timeZone);
  const ended = isEnded(subscription.status);
  const plan = subscription.installments !== null;
  const title = titleOf(subscription);

  const buttons: ActionButton[] = [
    {
      action: 'cancel',
      label: 'Request cancellation',
      icon: <IconCalendarX size={16} aria-hidden />,
      refusal: actions.requestCancellation
        ? null
        : (cancellationRefusal(subscription.status) ?? 'Not available now.'),
    },
    {
      action: 'reschedule',
      label: 'Reschedule next charge',
      icon: <IconCalendarEvent size={16} aria-hidden />,
      refusal: actions.reschedule
        ? null
        : (rescheduleRefusal(subscription.status, subscription.nextRunDate, '9999-12-31', today) ??
          SUBSCRIPTION_MESSAGES.noNextRun),
    },
    {
      action: 'send-link',
      label: 'Send manage link',
      icon: <IconMail size={16} aria-hidden />,
      refusal: ended
        ? SUBSCRIPTION_MESSAGES.ended(status.label.toLowerCase())
        : customer.email
          ? null
          : SUBSCRIPTION_MESSAGES.noEmail,
    },
    {
      action: 'stop',
      label: 'Stop now',
      icon: <IconPlayerStop size={16} aria-hidden />,
      refusal: actions.stop ? null : 'This subscription has already ended.',
      danger: true,
    },
  ];
  // Once ended, no action applies: one line says so instead of four disabled buttons.
  const shown = ended || readOnly ? [] : buttons;
  const refusals = shown.filter((button) => button.refusal !== null);

  const facts: { label: string; value: ReactNode }[] = [
    { label: 'Customer', value: customerLink(links.customer(merchantId, customer.id)) },
    { label: 'Payment method', value: methodText(subscription.paymentMethod) },
    {
      label: 'Next charge',
      value: subscription.nextRunDate ? formatShortDate(subscription.nextRunDate) : 'None',
    },
    {
      label: 'Cancels on',
      value: subscription.cancelAtDate ? formatShortDate(subscription.cancelAtDate) : '—',
    },
    { label: 'Started', value: formatShortDate(subscription.startDate) },
    ...(detail.plan
      ? [
          {
            label: 'Instalments',
            value: `${detail.plan.paid} of ${detail.plan.installments} paid`,
          },
        ]
      : []),
    ...(subscription.endedAt
      ? [{ label: 'Ended', value: formatDateTime(subscription.endedAt, timeZone) }]
      : []),
  ];

  function customerLink(href: string | null): ReactNode {
    if (href === null) return customer.name;
    return (
      <Anchor component={Link} to={href} c="paydesk.7" fw={600} size="sm">
        {customer.name}
      </Anchor>
    );
  }

  const transactionHref = (id: number) => links.transaction(merchantId, id);
  return (
    <>
      <DetailHeader
        eyebrow={`${plan ? 'Payment plan' : 'Subscription'} #${subscription.id} · ${customer.name}`}
        title={title}
        actions={
          shown.length > 0 ? (
            <div className={classes.actions}>
              {shown.map((button) => (
                <Button
                  key={button.action}
                  variant={button.danger ? 'outline' : 'default'}
                  color={button.danger ? 'red.9' : undefined}
                  leftSection={button.icon}
                  disabled={button.refusal !== null}
                  aria-describedby={button.refusal ? `refusal-${button.action}` : undefined}
                  onClick={() => setAction(button.action)}
                >
                  {button.label}
                </Button>
              ))}
            </div>
          ) : null
        }
      >
        <Text className={detailPage.amount} mt={4}>
          {formatMoney(subscription.amount, subscription.currency)}
          <Text component="span" size="md" fw={500} c="dimmed" ml={8}>
            {scheduleLabel(
              subscription.interval,
              subscription.intervalCount,
              subscription.installments,
            ).toLowerCase()}
          </Text>
        </Text>
        <div style={{ marginTop: 8 }}>
          <StatusPill status={status.style} label={status.label} />
        </div>
      </DetailHeader>
      {ended ? (
        <Text size="sm" c="dimmed" role="note">
          This {plan ? 'payment plan' : 'subscription'} has ended ({status.label.toLowerCase()}):
          nothing more is charged.
        </Text>
      ) : refusals.length > 0 ? (
        <Stack gap={2}>
          {refusals.map((button) => (
            <Text key={button.action} id={`refusal-${button.action}`} size="xs" c="dimmed">
              {button.label}: {button.refusal}
            </Text>
          ))}
        </Stack>
      ) : null}
      <section aria-label="Summary" className={classes.summary}>
        <dl className={classes.facts}>
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <div className={detailPage.columns}>
        <Stack gap="md">
          <UpcomingPanel detail={detail} merchantId={merchantId} timeZone={timeZone} />
          <PastRunsPanel
            detail={detail}
            merchantId={merchantId}
            timeZone={timeZone}
            transactionHref={transactionHref}
          />
        </Stack>
        <HistoryPanel detail={detail} merchantId={merchantId} timeZone={timeZone} />
      </div>
      <LazyDialog opened={action !== null && !readOnly}>
        {(opened) => (
          <SubscriptionActionDialogs
            action={opened ? action : null}
            onClose={() => setAction(null)}
            merchantId={merchantId}
            detail={detail}
            today={today}
          />
        )}
      </LazyDialog>
    </>
  );
}
