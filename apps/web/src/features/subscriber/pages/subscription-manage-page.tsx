import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { formatMoney } from '@paydesk/domain/money';
import { SUBSCRIPTION_MESSAGES } from '@paydesk/domain/subscription-fields';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { newIdempotencyKey } from '../../../shared/api/call-endpoint';
import { StatusPill } from '../../../shared/components/status-pill';
import { errorText, FALLBACK_ERROR_TEXT } from '../../../shared/errors/error-message';
import { formatShortDate } from '../../../shared/format/dates';
import { intervalText } from '../../../shared/subscriptions/subscription-display';
import {
  type SubscriberSubscription,
  useCancelAsSubscriber,
  useSubscriberSubscription,
} from '../api/subscriber-api';
import classes from '../components/subscriber.module.css';
import { SubscriberFrame, SubscriberLoad, SubscriberSection } from '../components/subscriber-page';
import { linkToken, subscriptionIdOf } from '../utils/subscriber-values';

const UpdateMethodForm = lazy(async () => ({
  default: (await import('../components/update-method-form')).UpdateMethodForm,
}));

const RUN_LABELS = {
  scheduled: { label: 'Scheduled', style: 'pending' },
  paid: { label: 'Paid', style: 'active' },
  failed: { label: 'Failed', style: 'denied' },
  skipped: { label: 'Skipped', style: 'disabled' },
} as const;

const HEADING = 'Your subscription';

/** /subscriptions/:id?token=…: the subscriber's own page, opened from the e-mailed link. */
export function SubscriptionManagePage() {
  const id = subscriptionIdOf(useParams().id);
  const [search] = useSearchParams();
  const token = linkToken(search);
  const query = useSubscriberSubscription(id, token);

  return (
    <SubscriberLoad heading={HEADING} missing={id === undefined || token === ''} query={query}>
      {(subscription) => <ManageView subscription={subscription} token={token} />}
    </SubscriberLoad>
  );
}

function ManageView({
  subscription,
  token,
}: {
  subscription: SubscriberSubscription;
  token: string;
}) {
  const [confirming, setConfirming] = useState(false);
  const [updating, setUpdating] = useState(false);
  const [updated, setUpdated] = useState<string | null>(null);
  const [cancelledNow, setCancelledNow] = useState(false);
  const money = (cents: number) => formatMoney(cents, subscription.currency);
  const method = subscription.paymentMethod;

  return (
    <SubscriberFrame
      merchantName={subscription.merchantName}
      title={subscription.description || 'Subscription'}
      amount={money(subscription.amount)}
      schedule={`${intervalText(subscription.interval, subscription.intervalCount)}${subscription.installments ? ` · ${subscription.installments} instalments` : ''}`}
      status={subscription.status}
      linkExpiresAt={subscription.linkExpiresAt}
    >
      {cancelledNow ? (
        <Alert
          color="teal"
          variant="light"
          icon={<IconCircleCheck size={18} aria-hidden />}
          title="Cancellation confirmed"
          role="status"
        >
          {subscription.cancelAtDate
            ? `Your subscription ends on ${formatShortDate(subscription.cancelAtDate)}; no further charge.`
            : SUBSCRIPTION_MESSAGES.subscriberCancelled}
        </Alert>
      ) : null}
      {updated !== null ? (
        <Alert
          color="teal"
          variant="light"
          icon={<IconCircleCheck size={18} aria-hidden />}
          title="Payment method updated"
          role="status"
        >
          Your next charges use the{' '}
          {method ? `${method.brand} ending ${method.lastFour}` : 'new method'}.
        </Alert>
      ) : null}

      <SubscriberSection title="Details">
        <dl className={classes.facts}>
          <dt>Next charge</dt>
          <dd>
            {subscription.nextRunDate
              ? `${formatShortDate(subscription.nextRunDate)} · ${money(subscription.amount)}`
              : 'No further charge'}
          </dd>
          {subscription.cancelAtDate ? (
            <>
              <dt>Ends on</dt>
              <dd>{formatShortDate(subscription.cancelAtDate)}</dd>
            </>
          ) : null}
          <dt>Card on file</dt>
          <dd>{method ? `${method.brand} •••• ${method.lastFour}` : 'None'}</dd>
        </dl>
        {subscription.canCancel || subscription.canUpdatePaymentMethod ? (
          <div className={classes.actions} style={{ marginTop: 'var(--mantine-spacing-md)' }}>
            {subscription.canUpdatePaymentMethod && !updating ? (
              <Button
                variant="default"
                onClick={() => {
                  setUpdated(null);
                  setUpdating(true);
                }}
              >
                Update card
              </Button>
            ) : null}
            {subscription.canCancel ? (
              <Button variant="outline" color="red.9" onClick={() => setConfirming(true)}>
                Cancel subscription
              </Button>
            ) : null}
          </div>
        ) : null}
      </SubscriberSection>

      {updating ? (
        <SubscriberSection title="Update payment method">
          <Suspense
            fallback={
              <Text size="sm" c="dimmed">
                Loading…
              </Text>
            }
          >
            <UpdateMethodForm
              subscriptionId={subscription.id}
              token={token}
              onCancel={() => setUpdating(false)}
              onDone={(lastFour) => {
                setUpdating(false);
                setUpdated(lastFour);
              }}
            />
          </Suspense>
        </SubscriberSection>
      ) : null}

      <SubscriberSection title="Recent charges">
        {subscription.recentRuns.length === 0 ? (
          <Text size="sm" c="dimmed">
            No charges yet.
          </Text>
        ) : (
          <ul className={classes.list} aria-label="Recent charges">
            {subscription.recentRuns.map((run) => {
              const display = RUN_LABELS[run.status];
              return (
                <li key={`${run.scheduledDate}-${run.status}`}>
                  <Text size="sm">
                    {formatShortDate(run.scheduledDate)} · {money(run.amount)}
                  </Text>
                  <StatusPill status={display.style} label={display.label} />
                </li>
              );
            })}
          </ul>
        )}
      </SubscriberSection>

      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Cancel your subscription?"
        size="md"
      >
        {confirming ? (
          <CancelConfirm
            subscription={subscription}
            token={token}
            onClose={() => setConfirming(false)}
            onCancelled={() => {
              setConfirming(false);
              setCancelledNow(true);
            }}
          />
        ) : null}
      </Modal>
    </SubscriberFrame>
  );
}

function CancelConfirm({
  subscription,
  token,
  onClose,
  onCancelled,
}: {
  subscription: SubscriberSubscription;
  token: string;
  onClose: () => void;
  onCancelled: () => void;
}) {
  const cancel = useCancelAsSubscriber(subscription.id, token);
  const [idempotencyKey] = useState(newIdempotencyKey);
  const ends = subscription.nextRunDate;
  return (
    <Stack gap="md">
      <Text size="sm">
        {ends ? (
          <>
            Your subscription ends at the end of the current period, on{' '}
            <strong>{formatShortDate(ends)}</strong>. You will not be charged on that day or after.
          </>
        ) : (
          'Your subscription ends at the end of the current period: no further charge.'
        )}
      </Text>
      {cancel.error ? (
        <Alert
          color="red"
          variant="light"
          title="Your subscription was not cancelled"
          icon={<IconAlertCircle size={18} aria-hidden />}
          role="alert"
        >
          {errorText(cancel.error) ?? FALLBACK_ERROR_TEXT}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onClose} data-autofocus>
          Keep my subscription
        </Button>
        <Button
          color="red.9"
          loading={cancel.isPending}
          onClick={async () => {
            try {
              await cancel.mutateAsync({ idempotencyKey });
              onCancelled();
            } catch {
              // Shown above the buttons.
            }
          }}
        >
          Cancel subscription
        </Button>
      </Group>
    </Stack>
  );
}
