import { Button, EmptyState, Stack, Title } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { PageTitle, pageTitle } from '../../../shared/page-title/page-title';

/** A payouts path whose account is not one of the user's: said without calling the API. */
export function AccountNotFound({ title }: { title: string }) {
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
        icon={<IconBuildingStore aria-hidden="true" />}
        title="Account not found"
        description="This merchant account does not exist or is not one of yours."
      >
        <Button component={Link} to={paths.dashboard.href()} variant="light" mt="md">
          Go to my dashboard
        </Button>
      </EmptyState>
    </Stack>
  );
}
