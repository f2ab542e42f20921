import { Button, EmptyState, Stack, Title } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageTitle, pageTitle } from '../../../shared/page-title/page-title';

export interface NotFoundStateProps {
  /** The page's heading: 'Transactions'. */
  heading: string;
  title: string;
  description: ReactNode;
  backHref: string;
  backLabel: string;
  /** What is missing: an account (the default) or a transaction. */
  icon?: ReactNode;
}

/** An account or a transaction the user cannot see: what happened and a way back. */
export function NotFoundState({
  heading,
  title,
  description,
  backHref,
  backLabel,
  icon,
}: NotFoundStateProps) {
  return (
    <Stack gap="lg">
      <PageTitle title={pageTitle(heading)} />
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
        icon={icon ?? <IconBuildingStore aria-hidden="true" />}
        title={title}
        description={description}
      >
        <Button component={Link} to={backHref} variant="light" mt="md">
          {backLabel}
        </Button>
      </EmptyState>
    </Stack>
  );
}
