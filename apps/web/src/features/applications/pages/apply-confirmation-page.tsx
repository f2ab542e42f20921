import { Alert, Anchor, Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { PageState } from '../../../shared/components/page-state';
import { PageTitle, pageTitle } from '../../../shared/page-title/page-title';
import { useApplication } from '../api/get-applications';
import { applyHref, tokenOf } from '../utils/apply-href';

/**
 * /apply-confirmation (part 1 §2): where a submitted application lands: approved (the account is
 * open: its dashboard), declined (the processor's reason), or still in review.
 */
export function ApplyConfirmationPage() {
  const [search] = useSearchParams();
  const token = tokenOf(search);
  const query = useApplication(token);
  if (!token) {
    return (
      <PageState
        heading="Application confirmation"
        icon={<IconInfoCircle size={32} aria-hidden />}
        title="No application named"
        description="Open your applications to see where each one is."
        action={{ href: paths.pendingApplications.href(), label: 'Your applications' }}
      />
    );
  }
  if (query.isPending) {
    return (
      <Center py="xl" role="status" aria-live="polite">
        <PageTitle title={pageTitle('Application confirmation')} />
        <Loader />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <PageState
        heading="Application confirmation"
        icon={<IconInfoCircle size={32} aria-hidden />}
        title="Application not found"
        description="No application of yours has this token."
        action={{ href: paths.pendingApplications.href(), label: 'Your applications' }}
      />
    );
  }
  const a = query.data;
  return (
    <Stack gap="lg" maw={640}>
      <PageTitle title={pageTitle('Application confirmation')} />
      <Title order={1} fz="h2">
        Application confirmation
      </Title>
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md" align="flex-start">
          {a.status === 'approved' && a.merchantId !== null ? (
            <>
              <Text
                fw={600}
                size="lg"
                c="teal.9"
                component="h2"
                style={{ display: 'flex', gap: 8 }}
              >
                <IconCircleCheck aria-hidden /> Your merchant account is open
              </Text>
              <Text>
                {a.businessName} was approved. Your merchant ID is {a.merchantId}: quote it when you
                contact support. You are the account's administrator.
              </Text>
              <Button component={Link} to={paths.dashboard.href(a.merchantId)}>
                Go to your dashboard
              </Button>
            </>
          ) : null}
          {a.status === 'declined' ? (
            <Alert color="red" variant="light" title="Your application was declined" w="100%">
              {a.decisionMessage}
            </Alert>
          ) : null}
          {a.status === 'more-info-needed' || a.status === 'draft' ? (
            <>
              <Text>This application still needs your input.</Text>
              <Anchor component={Link} to={applyHref(a.token)}>
                Continue the application
              </Anchor>
            </>
          ) : null}
          {a.status === 'submitted' ? (
            <Text>Your application was submitted. We will e-mail you when it is decided.</Text>
          ) : null}
          <Text size="sm" c="dimmed">
            Application token: {a.token}
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
