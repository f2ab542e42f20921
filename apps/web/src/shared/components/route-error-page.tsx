import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from '../../config/paths';
import { PageTitle, pageTitle } from '../page-title/page-title';
import { PaydeskLogo } from './paydesk-logo';

/** Root error boundary: an unknown URL (404) or a screen that failed to load or render. */
export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? 'Page not found' : 'Something went wrong';
  return (
    <Center component="main" mih="100vh" p="md">
      <PageTitle title={pageTitle(title)} />
      <Stack align="center" gap="md" maw={420} ta="center">
        <PaydeskLogo size={32} />
        <Title order={1} fz="h2">
          {title}
        </Title>
        <Text c="dimmed">
          {notFound
            ? 'The page you are looking for does not exist or has moved.'
            : 'Paydesk could not show this page. Reload to try again.'}
        </Text>
        {notFound ? (
          <Button component={Link} to={paths.home.href()}>
            Go to Paydesk
          </Button>
        ) : (
          <Button onClick={() => window.location.reload()}>Reload</Button>
        )}
      </Stack>
    </Center>
  );
}
