import { EmptyState, Group, Text, Title } from '@mantine/core';
import { SUBSCRIPTION_MESSAGES } from '@paydesk/domain/subscription-fields';
import type { SubscriptionStatus } from '@paydesk/domain/subscription-states';
import { IconLinkOff } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { StatusPill } from '../../../shared/components/status-pill';
import { errorText } from '../../../shared/errors/error-message';
import { LoadErrorAlert } from '../../../shared/errors/load-error-alert';
import { formatShortDate } from '../../../shared/format/dates';
import { PageTitle, pageTitle } from '../../../shared/page-title/page-title';
import { SUBSCRIPTION_STATUS_DISPLAY } from '../../../shared/subscriptions/subscription-display';
import classes from './subscriber.module.css';

/** Answers that mean the link itself cannot be used (refused, expired, unknown, too many tries). */
const LINK_REFUSALS = [401, 403, 404, 429];

export interface SubscriberLoadProps<Data> {
  /** The page's heading until it is read: 'Your subscription'. */
  heading: string;
  /** The link lacks its token (or id): refused without asking. */
  missing: boolean;
  query: { data: Data | undefined; error: unknown; refetch: () => unknown };
  children: (data: Data) => ReactNode;
}

/**
 * A subscriber's page opened from an e-mailed link: the link's problem, the load error with
 * Retry, 'Loading…' while it is read, then the page.
 */
export function SubscriberLoad<Data>({
  heading,
  missing,
  query,
  children,
}: SubscriberLoadProps<Data>) {
  if (missing) return <LinkProblem heading={heading} />;
  if (query.error) {
    if (isApiError(query.error) && LINK_REFUSALS.includes(query.error.status)) {
      return <LinkProblem heading={heading} error={query.error} />;
    }
    return (
      <HeadedPage heading={heading}>
        <LoadErrorAlert
          title={`${heading} could not be loaded`}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      </HeadedPage>
    );
  }
  if (query.data === undefined) {
    return (
      <div className={classes.page} aria-busy="true">
        <PageTitle title={pageTitle(heading)} />
        <Text role="status" c="dimmed" size="sm">
          Loading {heading.toLowerCase()}…
        </Text>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}

/** A subscriber's page that only says something: the page's heading, then what it says. */
function HeadedPage({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div className={classes.page}>
      <PageTitle title={pageTitle(heading)} />
      <Title order={1} fz="h2">
        {heading}
      </Title>
      {children}
    </div>
  );
}

/**
 * A link that cannot be used (no token, tampered, expired, another subscription's): the
 * server's message, which names the merchant to ask for a new one. Nobody is signed out.
 */
function LinkProblem({ heading, error }: { heading: string; error?: unknown }) {
  const refused = error === undefined || (isApiError(error) && [401, 403].includes(error.status));
  const message = refused
    ? ((error && errorText(error)) ?? SUBSCRIPTION_MESSAGES.linkInvalidAnonymous)
    : (errorText(error) ?? SUBSCRIPTION_MESSAGES.linkInvalidAnonymous);
  return (
    <HeadedPage heading={heading}>
      <EmptyState
        py={48}
        px="md"
        bg="white"
        bdrs="lg"
        style={{ border: '1px solid var(--mantine-color-gray-2)' }}
        withIndicatorBackground
        icon={<IconLinkOff aria-hidden="true" />}
        title={refused ? 'This link cannot be used' : 'Something went wrong'}
        description={message}
        role="alert"
      />
    </HeadedPage>
  );
}

export interface SubscriberFrameProps {
  merchantName: string;
  /** What is charged for: the plan's description, else 'Subscription' or 'Payment plan'. */
  title: string;
  /** A charge, as money. */
  amount: string;
  /** How often, and how many times: 'every month · 6 instalments'. */
  schedule: string;
  status: SubscriptionStatus;
  /** Until when the e-mailed link works (an instant). */
  linkExpiresAt: string;
  children: ReactNode;
}

/**
 * The subscriber's page around its sections, like a receipt: the merchant, what is charged,
 * how much and how often, the status; last, until when the private link works.
 */
export function SubscriberFrame({
  merchantName,
  title,
  amount,
  schedule,
  status,
  linkExpiresAt,
  children,
}: SubscriberFrameProps) {
  const display = SUBSCRIPTION_STATUS_DISPLAY[status];
  return (
    <div className={classes.page}>
      <PageTitle title={pageTitle(`${title} · ${merchantName}`)} />
      <header>
        <Text className={classes.merchant}>{merchantName}</Text>
        <Title order={1} fz="h2" mt={4}>
          {title}
        </Title>
        <Group gap="sm" mt={6} align="baseline">
          <Text className={classes.amount}>{amount}</Text>
          <Text c="dimmed" fw={500}>
            {schedule}
          </Text>
        </Group>
        <div style={{ marginTop: 8 }}>
          <StatusPill status={display.style} label={display.label} />
        </div>
      </header>
      {children}
      <Text className={classes.footer}>
        This private link works until {formatShortDate(linkExpiresAt.slice(0, 10))}. Questions?
        Contact {merchantName}.
      </Text>
    </div>
  );
}

/** A section of the subscriber's page: a card named by its heading. */
export function SubscriberSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={classes.card} aria-labelledby={id}>
      <Title order={2} fz="h4" mb="sm" id={id}>
        {title}
      </Title>
      {children}
    </section>
  );
}
