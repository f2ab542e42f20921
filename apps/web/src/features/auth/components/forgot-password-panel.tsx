import { Anchor, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** The forgot-password step of the sign-in screen; the recovery flow comes with identity. */
export function ForgotPasswordPanel() {
  return (
    <Stack gap="md">
      <title>Reset your password · Paydesk</title>
      <Title order={1} fz="h3">
        Reset your password
      </Title>
      <Text c="dimmed">This screen is not available yet.</Text>
      <Anchor component={Link} to={paths.public.login.href()} fw={500} size="sm">
        <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: '-2px', marginRight: 4 }} />
        Back to sign in
      </Anchor>
    </Stack>
  );
}
