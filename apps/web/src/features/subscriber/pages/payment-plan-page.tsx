import { Progress, Text } from '@mantine/core';
import { formatMoney } from '@paydesk/domain/money';
import { useSearchParams } from 'react-router';
import { StatusPill } from '../../../shared/components/status-pill';
import { formatShortDate } from '../../../shared/format/dates';
import type { StatusStyle } from '../../../shared/merchant-account/merchant-status';
import { intervalText } from '../../../shared/subscriptions/subscription-display';
import { type SubscriberPaymentPlan, useSubscriberPaymentPlan } from '../api/subscriber-api';
import classes from '../components/subscriber.module.css';
import { SubscriberFrame, SubscriberLoad, SubscriberSection } from '../components/subscriber-page';
import { linkToken } from '../utils/subscriber-values';

type InstalmentStatus = SubscriberPaymentPlan['schedule'][number]['status'];

const INSTALMENT_DISPLAY: Record<InstalmentStatus, { label: string; style: StatusStyle }> = {
  paid: { label: 'Paid', style: 'active' },
  failed: { label: 'Failed', style: 'denied' },
  skipped: { label: 'Skipped', style: 'disabled' },
  scheduled: { label: 'Next', style: 'pending' },
  upcoming: { label: 'Upcoming', style: 'submitted' },
};

const HEADING = 'Your payment plan';

/** /payment-plans?token=…: a customer's payment plan and every instalment, paid and to come. */
export function PaymentPlanPage() {
  const [search] = useSearchParams();
  const token = linkToken(search);
  const query = useSubscriberPaymentPlan(token);
  return (
    <SubscriberLoad heading={HEADING} missing={token === ''} query={query}>
      {(plan) => <PlanView plan={plan} />}
    </SubscriberLoad>
  );
}

function PlanView({ plan }: { plan: SubscriberPaymentPlan }) {
  const money = (cents: number) => formatMoney(cents, plan.currency);
  const percent = plan.installments > 0 ? (plan.paidCount / plan.installments) * 100 : 0;
  return (
    <SubscriberFrame
      merchantName={plan.merchantName}
      title={plan.description || 'Payment plan'}
      amount={money(plan.amount)}
      schedule={`${intervalText(plan.interval, plan.intervalCount)} · ${plan.installments} instalments`}
      status={plan.status}
      linkExpiresAt={plan.linkExpiresAt}
    >
      <SubscriberSection title="Progress">
        <Progress
          value={percent}
          size="lg"
          radius="xl"
          aria-label={`${plan.paidCount} of ${plan.installments} instalments paid`}
        />
        <dl className={classes.facts} style={{ marginTop: 'var(--mantine-spacing-md)' }}>
          <dt>Paid</dt>
          <dd>
            {money(plan.paidAmount)} · {plan.paidCount} of {plan.installments}
          </dd>
          <dt>Still to pay</dt>
          <dd>
            {money(plan.remainingAmount)} · {plan.remainingCount}{' '}
            {plan.remainingCount === 1 ? 'instalment' : 'instalments'}
          </dd>
          <dt>Paid with</dt>
          <dd>
            {plan.paymentMethod
              ? `${plan.paymentMethod.brand} •••• ${plan.paymentMethod.lastFour}`
              : 'None on file'}
          </dd>
        </dl>
      </SubscriberSection>

      <SubscriberSection title="Schedule">
        <ol className={classes.list} aria-label="Schedule">
          {plan.schedule.map((entry) => {
            const display = INSTALMENT_DISPLAY[entry.status];
            return (
              <li key={entry.installment}>
                <div>
                  <Text size="sm" fw={600}>
                    {formatShortDate(entry.date)} · {money(entry.amount)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    Instalment {entry.installment} of {plan.installments}
                  </Text>
                </div>
                <StatusPill status={display.style} label={display.label} />
              </li>
            );
          })}
        </ol>
      </SubscriberSection>
    </SubscriberFrame>
  );
}
