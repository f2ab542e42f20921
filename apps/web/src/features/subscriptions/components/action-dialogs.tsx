import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { addDays, type IsoDate } from '@paydesk/domain/date-presets';
import { formatMoney } from '@paydesk/domain/money';
import { SUBSCRIPTION_LIMITS } from '@paydesk/domain/subscription-fields';
import { IconAlertCircle } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { newIdempotencyKey } from '../../../shared/api/call-endpoint';
import { errorText, FALLBACK_ERROR_TEXT } from '../../../shared/errors/error-message';
import { handleError } from '../../../shared/errors/handle-error';
import { formatShortDate } from '../../../shared/format/dates';
import { notify } from '../../../shared/notifications/notify';
import type { SubscriptionDetail } from '../api/get-subscription';
import {
  useRequestCancellation,
  useRescheduleSubscription,
  useSendManageLink,
  useStopSubscription,
} from '../api/subscription-actions';
import { DayInput } from './day-input';

/** The actions of a subscription's page, each behind a confirmation. */
export type SubscriptionAction = 'cancel' | 'stop' | 'reschedule' | 'send-link';

export interface ActionDialogProps {
  action: SubscriptionAction | null;
  onClose: () => void;
  merchantId: number;
  detail: SubscriptionDetail;
  /** Today in the account's time zone. */
  today: IsoDate;
}

/** Refusals the dialog shows (4xx) stay in it; others also go to the central handler. */
function report(error: unknown, title: string) {
  if (!(isApiError(error) && error.status > 0 && error.status < 500)) handleError(error, { title });
}

function Failure({ error, title }: { error: unknown; title: string }) {
  if (!error) return null;
  return (
    <Alert
      color="red"
      variant="light"
      title={title}
      icon={<IconAlertCircle size={18} aria-hidden />}
      role="alert"
    >
      {errorText(error) ?? FALLBACK_ERROR_TEXT}
    </Alert>
  );
}

function Buttons({
  children,
  onClose,
  keep,
}: {
  children: ReactNode;
  onClose: () => void;
  keep: string;
}) {
  return (
    <Group justify="flex-end" gap="xs">
      <Button variant="default" onClick={onClose} data-autofocus>
        {keep}
      </Button>
      {children}
    </Group>
  );
}

/** Whichever action is chosen, in its own confirmation. */
export function SubscriptionActionDialogs(props: ActionDialogProps) {
  const { action, onClose } = props;
  const titles: Record<SubscriptionAction, string> = {
    cancel: 'Request cancellation?',
    stop: 'Stop this subscription now?',
    reschedule: 'Reschedule the next charge',
    'send-link': 'E-mail the manage link?',
  };
  return (
    <Modal
      opened={action !== null}
      onClose={onClose}
      title={action ? titles[action] : ''}
      size="md"
    >
      {action === 'cancel' ? <CancelBody {...props} /> : null}
      {action === 'stop' ? <StopBody {...props} /> : null}
      {action === 'reschedule' ? <RescheduleBody {...props} /> : null}
      {action === 'send-link' ? <SendLinkBody {...props} /> : null}
    </Modal>
  );
}

function useIds({ merchantId, detail }: ActionDialogProps) {
  return { merchantId, subscriptionId: detail.subscription.id };
}

function CancelBody(props: ActionDialogProps) {
  const { detail, onClose } = props;
  const cancel = useRequestCancellation(useIds(props));
  const [idempotencyKey] = useState(newIdempotencyKey);
  const { subscription } = detail;
  const takesEffect = subscription.nextRunDate;
  const title = 'Cancellation was not requested';
  return (
    <Stack gap="md">
      <Text size="sm">
        {takesEffect ? (
          <>
            The subscription ends at the end of the current period, on{' '}
            <strong>{formatShortDate(takesEffect)}</strong>: {detail.customer.name} is not charged
            on that day or after.
          </>
        ) : (
          <>The subscription ends at the end of the current period: no further charge.</>
        )}{' '}
        Until then it stays active.
      </Text>
      <Failure error={cancel.error} title={title} />
      <Buttons onClose={onClose} keep="Keep it">
        <Button
          loading={cancel.isPending}
          onClick={async () => {
            try {
              const next = await cancel.mutateAsync({ idempotencyKey });
              const date = next.subscription.cancelAtDate;
              notify({
                level: 'success',
                title: 'Cancellation requested',
                message: date ? `It ends on ${formatShortDate(date)}.` : 'No further charge.',
              });
              onClose();
            } catch (error) {
              report(error, title);
            }
          }}
        >
          Request cancellation
        </Button>
      </Buttons>
    </Stack>
  );
}

function StopBody(props: ActionDialogProps) {
  const { detail, onClose } = props;
  const stop = useStopSubscription(useIds(props));
  const [idempotencyKey] = useState(newIdempotencyKey);
  const { subscription } = detail;
  const title = 'The subscription was not stopped';
  return (
    <Stack gap="md">
      <Text size="sm">
        Stopping ends it today: the scheduled charge
        {subscription.nextRunDate ? ` of ${formatShortDate(subscription.nextRunDate)}` : ''} is
        skipped and {detail.customer.name} is never charged again for it. This cannot be undone; to
        end it after the period already paid for, request cancellation instead.
      </Text>
      <Failure error={stop.error} title={title} />
      <Buttons onClose={onClose} keep="Keep it">
        <Button
          color="red.9"
          loading={stop.isPending}
          onClick={async () => {
            try {
              await stop.mutateAsync({ idempotencyKey });
              notify({
                level: 'success',
                title: 'Subscription stopped',
                message: 'Nothing more will be charged.',
              });
              onClose();
            } catch (error) {
              report(error, title);
            }
          }}
        >
          Stop now
        </Button>
      </Buttons>
    </Stack>
  );
}

function RescheduleBody(props: ActionDialogProps) {
  const { detail, onClose, today } = props;
  const reschedule = useRescheduleSubscription(useIds(props));
  const current = detail.subscription.nextRunDate;
  const [date, setDate] = useState<IsoDate | ''>('');
  const [missing, setMissing] = useState(false);
  // One key per chosen date: sending the same date again after a time-out is the same request.
  const [keys] = useState(() => new Map<string, string>());
  const error = reschedule.error;
  const fieldMessage = isApiError(error)
    ? (error.fieldErrors?.date?.[0] ?? (error.status === 422 ? errorText(error) : undefined))
    : undefined;
  const title = 'The charge was not rescheduled';
  const submit = async () => {
    if (!date) {
      setMissing(true);
      return;
    }
    let idempotencyKey = keys.get(date);
    if (!idempotencyKey) {
      idempotencyKey = newIdempotencyKey();
      keys.set(date, idempotencyKey);
    }
    try {
      const next = await reschedule.mutateAsync({ date, idempotencyKey });
      notify({
        level: 'success',
        title: 'Next charge rescheduled',
        message: `${formatMoney(next.subscription.amount, next.subscription.currency)} on ${formatShortDate(next.subscription.nextRunDate ?? date)}.`,
      });
      onClose();
    } catch (failure) {
      report(failure, title);
    }
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        <Text size="sm">
          {current ? (
            <>
              The next charge is on <strong>{formatShortDate(current)}</strong>. Later charges
              follow the interval from the new date.
            </>
          ) : (
            'Choose the day of the next charge.'
          )}
        </Text>
        <DayInput
          label="New charge date"
          description="After today, within a year"
          required
          value={date}
          minDate={addDays(today, 1)}
          maxDate={addDays(today, SUBSCRIPTION_LIMITS.maxDaysAhead)}
          onChange={(next) => {
            setDate(next);
            setMissing(false);
            reschedule.reset();
          }}
          error={missing ? 'Choose the new date.' : fieldMessage}
        />
        {error && !fieldMessage ? <Failure error={error} title={title} /> : null}
        <Buttons onClose={onClose} keep="Cancel">
          <Button type="submit" loading={reschedule.isPending}>
            Reschedule
          </Button>
        </Buttons>
      </Stack>
    </form>
  );
}

function SendLinkBody(props: ActionDialogProps) {
  const { detail, onClose } = props;
  const send = useSendManageLink(useIds(props));
  const [idempotencyKey] = useState(newIdempotencyKey);
  const title = 'The link was not sent';
  return (
    <Stack gap="md">
      <Text size="sm">
        {detail.customer.name} gets an e-mail at <strong>{detail.customer.email}</strong> with a
        private link to see this subscription, update the card on file or cancel it. The link works
        for {SUBSCRIPTION_LIMITS.subscriberLinkDays} days.
      </Text>
      <Failure error={send.error} title={title} />
      <Buttons onClose={onClose} keep="Cancel">
        <Button
          loading={send.isPending}
          onClick={async () => {
            try {
              const sent = await send.mutateAsync({ idempotencyKey });
              notify({
                level: 'success',
                title: 'Manage link sent',
                message: `E-mailed to ${sent.sentTo}.`,
              });
              onClose();
            } catch (error) {
              report(error, title);
            }
          }}
        >
          Send link
        </Button>
      </Buttons>
    </Stack>
  );
}
