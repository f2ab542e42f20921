import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { errorText } from '../../../shared/errors/error-message';
import { PageTitle, pageTitle } from '../../../shared/page-title/page-title';
import { beginSession } from '../../../shared/session/begin-session';
import { authorizeSsoKeyOnce } from '../api/authorize-sso-key';
import { AuthHeading } from '../components/auth-heading';
import { ssoTarget } from '../utils/sso-target';

const MISSING_KEY = 'This sign-in link is incomplete. Please sign in again.';

/**
 * The single sign-on callbacks: `users/login?key=K`, and a dispute's own,
 * `/verify-dispute-redirect/:key/:disputeId/:type` (part 1 §2), which lands on that dispute.
 * Exchanges the key and lands.
 */
export function SsoCallbackPage() {
  const [search] = useSearchParams();
  const params = useParams();
  const key = params.key ?? search.get('key');
  const dispute =
    params.disputeId && params.type
      ? paths.disputes.detail.href(params.disputeId, params.type)
      : undefined;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(key ? null : MISSING_KEY);

  useEffect(() => {
    if (!key) return;
    let current = true;
    authorizeSsoKeyOnce(key)
      .then(async (answer) => {
        if (!current) return;
        if ('challenge' in answer) {
          // A staff user: the two-factor step follows the sign-on too (the redirect waits in it).
          const { twoFactorStep } = await import('../utils/two-factor-challenge');
          const view = twoFactorStep(answer, answer.email ?? '');
          if (current) navigate(paths.public.login.href(view ?? 'sign-in'), { replace: true });
          return;
        }
        const landing = await beginSession(queryClient, answer);
        if (current) navigate(dispute ?? ssoTarget(answer.redirect, landing), { replace: true });
      })
      .catch((failure: unknown) => {
        if (current) setError(errorText(failure) ?? MISSING_KEY);
      });
    return () => {
      current = false;
    };
  }, [key, dispute, navigate, queryClient]);

  if (!error) {
    return (
      <Center py="xl" role="status" aria-live="polite">
        <Stack align="center" gap="sm">
          <PageTitle title={pageTitle('Signing you in')} />
          <Loader />
          <Text c="dimmed">Signing you in…</Text>
        </Stack>
      </Center>
    );
  }
  return (
    <Stack gap="lg">
      <AuthHeading title="We could not sign you in" />
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle size={18} aria-hidden />}
        role="alert"
      >
        {error}
      </Alert>
      <Button component={Link} to={paths.public.login.href()} fullWidth size="md">
        Back to sign in
      </Button>
    </Stack>
  );
}
