import { Anchor, Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { IconUserQuestion } from '@tabler/icons-react';
import { textSetting } from '../../../shared/account/site-settings';
import { PageTitle, pageTitle } from '../../../shared/page-title/page-title';
import { endSession } from '../../../shared/session/end-session';
import { useAccountStore } from '../../../shared/stores/account-store';

const SUPPORT_EMAIL = 'support@paydesk.test';

/**
 * Where a 404 on the account fetch lands (part 1 §2 "A 404 account error sends the user to
 * /verify/error"): the sign-in worked but no Paydesk account answers to it. Says so, names the
 * support mailbox, and offers to sign out and try another e-mail.
 */
export function VerifyErrorPage() {
  const settings = useAccountStore((state) => state.settings);
  const supportEmail = textSetting(settings, 'supportEmail', SUPPORT_EMAIL);
  return (
    <Center mih="70vh" p="md">
      <PageTitle title={pageTitle('Account not found')} />
      <Paper withBorder radius="md" p="xl" maw={520} w="100%">
        <Stack gap="md" align="flex-start">
          <IconUserQuestion size={40} aria-hidden="true" color="var(--mantine-color-blue-7)" />
          <Title order={1} fz="h2">
            We couldn't find your account
          </Title>
          <Text>
            You are signed in, but no Paydesk account is linked to this sign-in. It may have been
            closed, or the link you followed belongs to another e-mail address.
          </Text>
          <Text>
            Sign out and try again with the e-mail your business uses with Paydesk, or write to{' '}
            <Anchor href={`mailto:${supportEmail}`} fw={600}>
              {supportEmail}
            </Anchor>
            . We reply within 1-3 business days.
          </Text>
          <Button onClick={() => endSession({ reason: 'logout' })}>Sign out</Button>
        </Stack>
      </Paper>
    </Center>
  );
}
