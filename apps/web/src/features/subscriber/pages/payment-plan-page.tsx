import { Group, Progress, Text, Title } from '@mantine/core';
import { formatMoney } from '@paydesk/domain/money';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { StatusPill } from '../../../shared/components/status-pill';
import { LoadErrorAlert } from '../../../shared/errors/load-error-alert';
import { formatShortDate } from '../../../shared/format/dates';
import type { StatusStyle } from '../../../shared/merchant-account/merchant-status';
import { PageTitle, pageTitle } from '../../../shared/page-title/page-title';
import {
  intervalText,
  SUBSCRIPTION_STATUS_DISPLAY,
} from '../../../shared/subscriptions/subscription-display';
import { type SubscriberPaymentPlan, useSubscriberPaymentPlan } from '../api/subscriber-api';
import { LinkProblem } from '../components/link-problem';
import classes from '../components/subscriber.module.css';
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

  if (token === '') return <LinkProblem heading={HEADING} />;
  if (query.error) {
    if (isApiError(query.error) && [401, 403, 404, 429].includes(query.error.status)) {
      return <LinkProblem heading={HEADING} error={query.error} />;
    }
    return (
      <div className={classes.page}>
        <PageTitle title={pageTitle(HEADING)} />
        <Title order={1} fz="h2">
          {HEADING}
        </Title>
        <LoadErrorAlert
          title="Your payment plan could not be loaded"
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  }
  if (!query.data) {
    return (
      <div className={classes.page} aria-busy="true">
        <PageTitle title={pageTitle(HEADING)} />
        <Text role="status" c="dimmed" size="sm">
          Loading your payment plan…
        </Text>
      </div>
    );
  }
  return <PlanView plan={query.data} />;
}

function PlanView({ plan }: { plan: SubscriberPaymentPlan }) {
  const money = (cents: number) => formatMoney(cents, plan.currency);
  const status = SUBSCRIPTION_STATUS_DISPLAY[plan.status];
  const title = plan.description || 'Payment plan';
  const percent = plan.installments > 0 ? (plan.paidCount / plan.installments) * 100 : 0;
  return (
    <div className={classes.page}>
      <PageTitle title={pageTitle(`${title} · ${plan.merchantName}`)} />
      <header>
        <Text className={classes.merchant}>{plan.merchantName}</Text>
        <Title order={1} fz="h2" mt={4}>
          {title}
        </Title>
        <Group gap="sm" mt={6} align="baseline">
          <Text className={classes.amount}>{money(plan.amount)}</Text>
          <Text c="dimmed" fw={500}>
            {intervalText(plan.interval, plan.intervalCount)} · {plan.installments} instalments
          </Text>
        </Group>
        <div style={{ marginTop: 8 }}>
          <StatusPill status={status.style} label={status.label} />
        </div>
      </header>

      <section className={classes.card} aria-labelledby="plan-progress">
        <Title order={2} fz="h4" mb="sm" id="plan-progress">
          Progress
        </Title>
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
      </section>

      <section className={classes.card} aria-labelledby="plan-schedule">
        <Title order={2} fz="h4" mb="sm" id="plan-schedule">
          Schedule
        </Title>
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
      </section>

      <Text className={classes.footer}>
        This private link works until {formatShortDate(plan.linkExpiresAt.slice(0, 10))}. Questions?
        Contact {plan.merchantName}.
      </Text>
    </div>
  );
}
