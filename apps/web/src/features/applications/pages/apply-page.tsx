import { Alert, Anchor, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import {
  APPLICATION_STATUS_LABELS,
  IN_PROGRESS_STATUSES,
  type MerchantApplication,
} from '@paydesk/domain/applications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../shared/api/api-error';
import { errorText } from '../../../shared/errors/error-message';
import { PageTitle, pageTitle } from '../../../shared/page-title/page-title';
import { useApplication, useApplications } from '../api/get-applications';
import { createApplication, rememberApplication } from '../api/save-application';
import { ApplicationWizard } from '../components/application-wizard';
import { MoreInfoForm } from '../components/more-info-form';
import { applyHref, confirmationHref, tokenOf } from '../utils/apply-href';

function Loading({ text }: { text: string }) {
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader />
        <Text c="dimmed">{text}</Text>
      </Stack>
    </Center>
  );
}

/**
 * /apply (part 1 §2): the signed-in applicant's application named by `?token=` (else the one in
 * progress): the steps, resumed where they were left; the more-information answer when the
 * processor asked for one (the entry rule sends such profiles here); the way to the outcome
 * once decided.
 */
export function ApplyPage() {
  const [search] = useSearchParams();
  const token = tokenOf(search);
  return (
    <Stack gap="lg" maw={760} mx="auto">
      <PageTitle title={pageTitle('Merchant application')} />
      <Stack gap={4}>
        <Title order={1} fz="h2">
          Merchant application
        </Title>
        {token ? (
          <Text size="sm" c="dimmed">
            Application token: <span style={{ fontFamily: 'monospace' }}>{token}</span>
          </Text>
        ) : null}
      </Stack>
      {token ? <ApplicationByToken token={token} /> : <CurrentApplication />}
    </Stack>
  );
}

function ApplicationByToken({ token }: { token: string }) {
  const navigate = useNavigate();
  const query = useApplication(token);
  if (query.isPending) return <Loading text="Loading your application…" />;
  if (query.isError) {
    const notFound = isApiError(query.error) && query.error.status === 404;
    return (
      <Alert
        color="red"
        variant="light"
        role="alert"
        title={notFound ? 'Application not found' : 'Could not load the application'}
      >
        <Stack gap="sm" align="flex-start">
          <Text>
            {notFound ? 'No application of yours has this token.' : errorText(query.error)}
          </Text>
          {notFound ? (
            <Anchor component={Link} to={paths.pendingApplications.href()}>
              Your applications
            </Anchor>
          ) : (
            <Button variant="default" onClick={() => query.refetch()}>
              Try again
            </Button>
          )}
        </Stack>
      </Alert>
    );
  }
  const application = query.data;
  const decided = (next: MerchantApplication) =>
    navigate(confirmationHref(next.token), { replace: true });
  if (application.status === 'draft') {
    return <ApplicationWizard application={application} onSubmitted={decided} />;
  }
  if (application.status === 'more-info-needed') {
    return <MoreInfoForm application={application} onAnswered={decided} />;
  }
  return (
    <Alert variant="light" title={APPLICATION_STATUS_LABELS[application.status]}>
      <Stack gap="sm" align="flex-start">
        <Text>This application was submitted and can no longer be changed.</Text>
        <Anchor component={Link} to={confirmationHref(application.token)}>
          See its outcome
        </Anchor>
      </Stack>
    </Alert>
  );
}

/** /apply without a token: the application in progress, or a new one. */
function CurrentApplication() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const list = useApplications();
  const [creating, setCreating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inProgress = list.data?.find((a) => IN_PROGRESS_STATUSES.includes(a.status));
  useEffect(() => {
    if (inProgress) navigate(applyHref(inProgress.token), { replace: true });
  }, [inProgress, navigate]);

  if (list.isPending || inProgress) return <Loading text="Loading your application…" />;
  if (list.isError) {
    return (
      <Alert color="red" variant="light" role="alert" title="Could not load your applications">
        <Button variant="default" onClick={() => list.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  const start = async () => {
    setCreating(true);
    setError(null);
    try {
      const created = await createApplication();
      rememberApplication(queryClient, created);
      navigate(applyHref(created.token));
    } catch (failure) {
      setError(errorText(failure) ?? 'The application could not be started.');
      setCreating(false);
    }
  };
  return (
    <Stack gap="md" align="flex-start">
      <Text>You have no application in progress.</Text>
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      ) : null}
      <Button onClick={start} loading={creating}>
        Start a new application
      </Button>
    </Stack>
  );
}
