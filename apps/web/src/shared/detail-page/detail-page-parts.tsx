import { Anchor, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPencil } from '@tabler/icons-react';
import { Fragment, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { type AccountRoute, useAccountRoute } from '../account/use-account-route';
import { isApiError } from '../api/api-error';
import { AccountNotFound, PageState } from '../components/page-state';
import { LoadErrorAlert } from '../errors/load-error-alert';
import { PageTitle, pageTitle } from '../page-title/page-title';
import detailPage from './detail-page.module.css';

/** The way back from a detail page to its list. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Anchor
      component={Link}
      to={to}
      size="sm"
      fw={500}
      c="paydesk.7"
      style={{ alignSelf: 'flex-start' }}
    >
      <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: -2, marginRight: 4 }} />
      {label}
    </Anchor>
  );
}

interface DetailPageLoadingProps {
  /** The browser tab's title. */
  documentTitle: string;
  back: React.ReactNode;
  /** What is loading, said to screen readers ('Loading the dispute…'). */
  status: string;
  /** The heights of the two columns' placeholders. */
  columns: [number, number];
}

/** A detail page while its record loads: the way back, the status, placeholders of its layout. */
export function DetailPageLoading({
  documentTitle,
  back,
  status,
  columns,
}: DetailPageLoadingProps) {
  return (
    <Stack gap="lg" aria-busy="true">
      <PageTitle title={documentTitle} />
      {back}
      <Text role="status" size="sm" c="dimmed">
        {status}
      </Text>
      <Skeleton h={110} radius="lg" />
      <div className={detailPage.columns}>
        <Skeleton h={columns[0]} radius="lg" />
        <Skeleton h={columns[1]} radius="lg" />
      </div>
    </Stack>
  );
}

export interface DetailRouteProps {
  /** The report the account's pages belong to, for the current selection ('customers'). */
  report: string;
  /** The path parameter naming the record: 'customerId'. */
  param: string;
  /** The page's heading when the account is not the user's: 'Customer'. */
  heading: string;
  /** The page, given the account and the record's path segment as it is. */
  children: (route: {
    merchantId: number;
    merchants: AccountRoute['merchants'];
    raw: string;
  }) => ReactNode;
}

/**
 * The route of a merchant's detail page (`/…/:accountId/:param`): 'Account not found' for an
 * account that is not the user's, without calling; else the page, afresh for each account and
 * record (nothing of one record's page state is kept for the next).
 */
export function DetailRoute({ report, param, heading, children }: DetailRouteProps) {
  const { merchantId, merchants } = useAccountRoute(report);
  const raw = useParams()[param] ?? '';
  if (merchantId === undefined) return <AccountNotFound heading={heading} />;
  return (
    <Fragment key={`${merchantId}/${raw}`}>{children({ merchantId, merchants, raw })}</Fragment>
  );
}

/** What a detail page reads (a TanStack query's answer). */
export interface DetailRecordQuery<Data> {
  data: Data | undefined;
  error: unknown;
  refetch: () => unknown;
}

export interface DetailRecordPageProps<Data> {
  /** What the page shows, as its heading: 'Customer', 'Pricing list'. */
  kind: string;
  /** The account's name, last in the tab's title. */
  accountName: string;
  /** The list the page belongs to: where, and what it is called ('Customers'). */
  list: { href: string; label: string };
  /** The path names no record (not an id): not found without asking. */
  missing: boolean;
  /** The answers that mean "no such record here" (404 by default). */
  notFoundStatuses?: readonly number[];
  notFound: {
    icon: ReactNode;
    /** The domain's message: 'Customer not found.' */
    title: string;
    description?: string;
  };
  query: DetailRecordQuery<Data>;
  /** The heights of the loading placeholder's two columns. */
  loadingColumns: [number, number];
  /** The tab's title once read, before the account's name: the record's name. */
  documentTitle: (data: Data) => string;
  /** The page under the way back. */
  children: (data: Data) => ReactNode;
}

/**
 * A merchant's detail page (a customer, a product, a payment link...): not found with a way
 * back to its list, the load error with Retry, the placeholders while it loads, then the
 * record under the way back, in one column of the page's rhythm.
 */
export function DetailRecordPage<Data>({
  kind,
  accountName,
  list,
  missing,
  notFoundStatuses = [404],
  notFound,
  query,
  loadingColumns,
  documentTitle,
  children,
}: DetailRecordPageProps<Data>) {
  const back = <BackLink to={list.href} label={list.label} />;
  const noun = kind.toLowerCase();
  if (missing || (isApiError(query.error) && notFoundStatuses.includes(query.error.status))) {
    return (
      <PageState
        heading={`${kind} not found`}
        documentTitle={`${kind} not found · ${accountName}`}
        before={back}
        icon={notFound.icon}
        title={notFound.title}
        description={
          notFound.description ?? 'It may belong to another account, or the link may be incomplete.'
        }
        action={{ href: list.href, label: `Back to ${list.label.toLowerCase()}` }}
      />
    );
  }
  if (query.error) {
    return (
      <Stack gap="lg">
        <PageTitle title={pageTitle(`${kind} · ${accountName}`)} />
        {back}
        <Title order={1} fz="h2">
          {kind}
        </Title>
        <LoadErrorAlert
          title={`The ${noun} could not be loaded`}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      </Stack>
    );
  }
  if (query.data === undefined) {
    return (
      <DetailPageLoading
        documentTitle={pageTitle(`${kind} · ${accountName}`)}
        back={back}
        status={`Loading the ${noun}…`}
        columns={loadingColumns}
      />
    );
  }
  return (
    <Stack gap="lg">
      <PageTitle title={pageTitle(`${documentTitle(query.data)} · ${accountName}`)} />
      {back}
      {children(query.data)}
    </Stack>
  );
}

interface DetailHeaderProps {
  /** A line above the title: 'Payment plan #12 · Ada Lovelace'. */
  eyebrow?: ReactNode;
  title: string;
  /** Beside the title: its status pill. */
  titleAside?: ReactNode;
  /** Under the title: what it is, since when, its amount. */
  children?: ReactNode;
  /** The record's buttons, on the right (under the title on a phone). */
  actions?: ReactNode;
}

/** The top of a detail page: the record's name with what says most about it, and its actions. */
export function DetailHeader({ eyebrow, title, titleAside, children, actions }: DetailHeaderProps) {
  const heading = (
    <Title order={1} fz="h2">
      {title}
    </Title>
  );
  return (
    <header className={detailPage.header}>
      <div>
        {eyebrow ? (
          <Text size="sm" c="dimmed">
            {eyebrow}
          </Text>
        ) : null}
        {titleAside ? (
          <Group gap="sm" align="center">
            {heading}
            {titleAside}
          </Group>
        ) : (
          heading
        )}
        {children}
      </div>
      {actions}
    </header>
  );
}

/** A record's Edit button: opens its form. */
export function EditButton({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="default" leftSection={<IconPencil size={16} aria-hidden />} onClick={onClick}>
      Edit
    </Button>
  );
}
