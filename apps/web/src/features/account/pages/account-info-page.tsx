import { Anchor, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { FieldList } from '../../../shared/detail-page/field-list';
import { formatDateTime } from '../../../shared/format/zoned-dates';
import { FormModal } from '../../../shared/forms/form-modal';
import { PageTitle, pageTitle } from '../../../shared/page-title/page-title';
import { useAccountStore } from '../../../shared/stores/account-store';
import { AccountSection } from '../components/account-section';
import { ChangeEmailForm } from '../components/change-email-form';
import { ChangePasswordForm } from '../components/change-password-form';
import { NotificationSettings } from '../components/notification-settings';
import { ProfileForm } from '../components/profile-form';

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * `/account/info` (part 1 §2, §7): the profile with its last sign-in, name and phones (a
 * dialog), the merchant accounts, change e-mail, change password and the user's own
 * notification settings per account.
 */
export function AccountInfoPage() {
  const data = useAccountStore((state) => state.data);
  const [editing, setEditing] = useState(false);
  if (!data) return null;
  const { profile, merchants } = data;
  return (
    <Stack gap="lg">
      <PageTitle title={pageTitle('My Account')} />
      <Title order={1} fz="h2">
        My Account
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" verticalSpacing="lg">
        <AccountSection title="Profile" edit={{ onClick: () => setEditing(true) }}>
          <FieldList
            fields={[
              { label: 'Name', value: `${profile.firstName} ${profile.lastName}`.trim() || null },
              { label: 'E-mail', value: profile.email },
              { label: 'Primary phone', value: profile.primaryPhone },
              { label: 'Mobile phone', value: profile.mobilePhone },
              {
                label: 'Last login',
                value: profile.lastLogin ? formatDateTime(profile.lastLogin, browserZone()) : null,
              },
            ]}
          />
        </AccountSection>
        <AccountSection title="Merchant accounts">
          {merchants.length === 0 ? (
            <Text size="sm" c="dimmed">
              You do not hold a merchant account yet.
            </Text>
          ) : (
            <List spacing="xs" size="sm" listStyleType="none" ps={0}>
              {merchants.map((m) => (
                <List.Item key={m.id}>
                  <Anchor component={Link} to={paths.account.merchant.href(m.id)} fw={500}>
                    {m.businessCommonName}
                  </Anchor>
                  <Text span size="sm" c="dimmed">
                    {' '}
                    · {m.id}
                  </Text>
                </List.Item>
              ))}
            </List>
          )}
        </AccountSection>
        <AccountSection title="Change e-mail">
          <ChangeEmailForm currentEmail={profile.email} />
        </AccountSection>
        <AccountSection title="Change password">
          <ChangePasswordForm />
        </AccountSection>
        {profile.groups[0]?.name === 'mp_admin' && (
          <AccountSection title="Two-factor sign-in">
            <Text size="sm" mb="xs">
              Protect your sign-in with an authenticator app.
            </Text>
            <Anchor component={Link} to={paths.admin.twoFactor.href()} fw={500} size="sm">
              Manage two-factor sign-in
            </Anchor>
          </AccountSection>
        )}
        <AccountSection title="Notifications">
          <NotificationSettings merchants={merchants} />
        </AccountSection>
      </SimpleGrid>
      <FormModal opened={editing} onClose={() => setEditing(false)} title="Edit profile">
        <ProfileForm profile={profile} onDone={() => setEditing(false)} />
      </FormModal>
    </Stack>
  );
}
