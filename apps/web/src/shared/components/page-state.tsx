import { Button, EmptyState, Stack, Title } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { PageTitle, pageTitle } from '../page-title/page-title';

export interface PageStateProps {
  /** The page's heading and title: 'Transactions'. */
  heading: string;
  /** The browser tab's title when it says more than the heading: 'Payout not found · Bistro'. */
  documentTitle?: string;
  /** Above the heading: a link back to where the page belongs. */
  before?: ReactNode;
  icon: ReactNode;
  title: string;
  description: ReactNode;
  /** A way on: where to, and what the button says. */
  action?: { href: string; label: string };
}

/** A whole page that has nothing to show: why, and a way on (not found, not built yet). */
export function PageState({
  heading,
  documentTitle,
  before,
  icon,
  title,
  description,
  action,
}: PageStateProps) {
  return (
    <Stack gap="lg">
      <PageTitle title={pageTitle(documentTitle ?? heading)} />
      {before}
      <Title order={1} fz="h2">
        {heading}
      </Title>
      <EmptyState
        py={64}
        px="md"
        bg="white"
        bdrs="lg"
        style={{ border: '1px solid var(--mantine-color-gray-2)' }}
        withIndicatorBackground
        icon={icon}
        title={title}
        description={description}
      >
        {action ? (
          <Button component={Link} to={action.href} variant="light" mt="md">
            {action.label}
          </Button>
        ) : null}
      </EmptyState>
    </Stack>
  );
}

/** A merchant page whose account is not one of the user's: said without calling the API. */
export function AccountNotFound({ heading }: { heading: string }) {
  return (
    <PageState
      heading={heading}
      icon={<IconBuildingStore aria-hidden="true" />}
      title="Account not found"
      description="This merchant account does not exist or is not one of yours."
      action={{ href: paths.dashboard.href(), label: 'Go to my dashboard' }}
    />
  );
}
