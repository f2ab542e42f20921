import { EmptyState, Stack, Title } from '@mantine/core';
import { IconLayoutDashboard } from '@tabler/icons-react';
import { PageTitle, pageTitle } from '../page-title/page-title';

interface PlaceholderPageProps {
  title: string;
}

/** Stands in for a screen a later issue builds, inside that screen's real layout. */
export function PlaceholderPage({ title }: PlaceholderPageProps) {
  return (
    <Stack gap="lg">
      <PageTitle title={pageTitle(title)} />
      <Title order={1} fz="h2">
        {title}
      </Title>
      <EmptyState
        py={64}
        px="md"
        bg="white"
        bdrs="lg"
        style={{ border: '1px solid var(--mantine-color-gray-2)' }}
        withIndicatorBackground
        icon={<IconLayoutDashboard aria-hidden="true" />}
        title="Coming soon"
        description="This screen is not available yet."
      />
    </Stack>
  );
}
