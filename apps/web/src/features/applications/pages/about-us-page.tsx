import { Anchor, List, Paper, Stack, Text, Title } from '@mantine/core';
import { textSetting } from '../../../shared/account/site-settings';
import { PageTitle, pageTitle } from '../../../shared/page-title/page-title';
import { useAccountStore } from '../../../shared/stores/account-store';

const SUPPORT_EMAIL = 'support@paydesk.test';

/** /about-us (part 1 §2): what Paydesk is, how to reach support, and how soon it answers. */
export function AboutUsPage() {
  const settings = useAccountStore((state) => state.settings);
  const supportEmail = textSetting(settings, 'supportEmail', SUPPORT_EMAIL);
  return (
    <Stack gap="lg" maw={760}>
      <PageTitle title={pageTitle('About Paydesk')} />
      <Title order={1} fz="h2">
        About Paydesk
      </Title>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Text>
            Paydesk is a card and bank-transfer (ACH) payment provider. Businesses use this portal
            to follow their sales and payouts, answer disputes, bill subscribers, sell through
            payment links and manage who on their team can do what.
          </Text>
          <Title order={2} fz="h4">
            What you can do here
          </Title>
          <List spacing="xs">
            <List.Item>See your volume, payouts and disputes on the dashboard.</List.Item>
            <List.Item>Search transactions, refund or void a payment, take one by phone.</List.Item>
            <List.Item>Answer chargebacks with evidence before their deadline.</List.Item>
            <List.Item>Keep your business, banking and owner details up to date.</List.Item>
            <List.Item>Apply for another merchant account.</List.Item>
          </List>
          <Title order={2} fz="h4">
            Support
          </Title>
          <Text>
            Write to{' '}
            <Anchor href={`mailto:${supportEmail}`} fw={600}>
              {supportEmail}
            </Anchor>{' '}
            and quote your merchant ID and business trade name, or your application token while an
            application is in progress. We reply within 1-3 business days.
          </Text>
          <Title order={2} fz="h4">
            Privacy and terms
          </Title>
          <Text>
            Card and bank numbers are never stored in this portal; social security and bank account
            numbers you give us are encrypted, and only their last four digits are shown.
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
