import { Alert, Button, Group, Text } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { useAccountStore } from '../../../shared/stores/account-store';
import { useTwoFactorStatus } from '../api/get-two-factor';

/** Where a staff user's "Not now" is remembered (per user, on this browser). */
const dismissedKey = (email: string) => `paydesk.twoFactorOffer.dismissed.${email}`;

/**
 * The admin shell's offer (optional mode): a staff user without two-factor sign-in is asked,
 * above the page, to set it up; "Not now" hides it for this user on this browser.
 */
export function TwoFactorOffer() {
  const email = useAccountStore((state) => state.data?.profile.email ?? '');
  const { pathname } = useLocation();
  const [dismissed, setDismissed] = useState(
    () => email === '' || localStorage.getItem(dismissedKey(email)) === 'true',
  );
  const onPage = pathname === paths.admin.twoFactor.href();
  const status = useTwoFactorStatus({ enabled: !dismissed && !onPage });
  if (dismissed || onPage || !status.data || status.data.enrolled) return null;
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconShieldLock size={18} aria-hidden />}
      mb="md"
      role="region"
      aria-label="Two-factor sign-in"
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm" fw={500}>
          Protect your sign-in with an authenticator app
        </Text>
        <Group gap="xs">
          <Button component={Link} to={paths.admin.twoFactor.href()} size="xs">
            Set up
          </Button>
          <Button
            size="xs"
            variant="subtle"
            onClick={() => {
              localStorage.setItem(dismissedKey(email), 'true');
              setDismissed(true);
            }}
          >
            Not now
          </Button>
        </Group>
      </Group>
    </Alert>
  );
}
