import { Alert, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { errorText } from '../../../shared/errors/error-message';
import { PageTitle, pageTitle } from '../../../shared/page-title/page-title';
import { beginSession } from '../../../shared/session/begin-session';
import { validateApplicationKeyOnce } from '../api/start-application';
import { applyHref } from '../utils/apply-href';

const INCOMPLETE_LINK =
  'This link is incomplete. Check that you used the whole link from the e-mail.';

/**
 * /verify-merchant-application/:key/:appToken (part 1 §2, §7): validates the e-mailed key,
 * which signs the applicant in, then continues the application on /apply. A failure shows the
 * server's error_message.
 */
export function VerifyApplicationPage() {
  const { key, appToken } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(key && appToken ? null : INCOMPLETE_LINK);

  useEffect(() => {
    if (!key || !appToken) return;
    let current = true;
    validateApplicationKeyOnce(appToken, key)
      .then(async (answer) => {
        await beginSession(queryClient, answer);
        if (current) navigate(applyHref(answer.applicationToken), { replace: true });
      })
      .catch((failure: unknown) => {
        if (current) setError(errorText(failure) ?? INCOMPLETE_LINK);
      });
    return () => {
      current = false;
    };
  }, [key, appToken, navigate, queryClient]);

  if (!error) {
    return (
      <Center py="xl" role="status" aria-live="polite">
        <PageTitle title={pageTitle('Verifying your e-mail')} />
        <Stack align="center" gap="sm">
          <Loader />
          <Text c="dimmed">Verifying your e-mail…</Text>
        </Stack>
      </Center>
    );
  }
  return (
    <Stack gap="lg" maw={520} mx="auto">
      <PageTitle title={pageTitle('Verify application')} />
      <Title order={1} fz="h2">
        We could not verify this link
      </Title>
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle size={18} aria-hidden />}
        role="alert"
      >
        {error}
      </Alert>
      <Button component={Link} to={paths.public.login.href()}>
        Sign in
      </Button>
      <Button component={Link} to={paths.public.start.href()} variant="default">
        Start a new application
      </Button>
    </Stack>
  );
}
