import { Alert, Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { PageTitle, pageTitle } from '../../../shared/page-title/page-title';
import { useAuthStore } from '../../../shared/stores/auth-store';
import { useVerifyEmailLink } from '../api/email-change-api';

/**
 * `/verify/:key`: the link of the change-email mail. Confirms the new sign-in e-mail once (the
 * key is single use) and says so, or shows the server's error.
 */
export function VerifyEmailPage() {
  const { key = '' } = useParams();
  const verify = useVerifyEmailLink();
  const signedIn = useAuthStore((state) => state.isAuthenticated);
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    verify.mutate(key);
  }, [key, verify]);

  return (
    <Center mih="70vh" p="md">
      <PageTitle title={pageTitle('Confirm your e-mail')} />
      <Paper withBorder radius="md" p="xl" maw={520} w="100%">
        <Stack gap="md" align="flex-start">
          <IconMailCheck size={40} aria-hidden="true" color="var(--mantine-color-paydesk-7)" />
          <Title order={1} fz="h2">
            Confirm your new e-mail
          </Title>
          {verify.isSuccess ? (
            <>
              <Text role="status">{verify.data.message}</Text>
              <Button
                component={Link}
                to={signedIn ? paths.account.info.href() : paths.public.login.href()}
              >
                {signedIn ? 'Go to My Account' : 'Sign in'}
              </Button>
            </>
          ) : verify.isError ? (
            <>
              <Alert color="red" variant="light" title="The e-mail was not changed" w="100%">
                {verify.error.message}
              </Alert>
              <Text size="sm">
                Ask for a new code in My Account: each code and link works once, for 30 minutes.
              </Text>
              <Button
                component={Link}
                to={signedIn ? paths.account.info.href() : paths.public.login.href()}
                variant="light"
              >
                {signedIn ? 'Go to My Account' : 'Sign in'}
              </Button>
            </>
          ) : (
            <Stack gap="xs" align="center" w="100%" role="status">
              <Loader size="sm" aria-hidden />
              <Text size="sm">Confirming your new e-mail…</Text>
            </Stack>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
