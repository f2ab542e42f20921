import { SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import {
  NOTIFICATION_SETTING_LABELS,
  NOTIFICATION_TYPES,
  type NotificationSettingKey,
} from '@paydesk/domain/admin-merchant-records';
import { isApiError } from '../../../shared/api/api-error';
import { DetailSection } from '../../../shared/detail-page/detail-section';
import { notify } from '../../../shared/notifications/notify';
import type { MerchantProfile } from '../api/get-merchant-profile';
import { useMerchantNotifications, useSetNotificationSetting } from '../api/merchant-records';
import { RecordError, RecordLoading } from './records/record-states';
import { SubscriptionList } from './records/subscription-list';

const TYPE_SETTINGS: readonly NotificationSettingKey[] = [
  'disputeNotifications',
  'failedPayoutNotifications',
  'bankingUpdateNotifications',
];

/**
 * The Notifications tab (part 2 §2, §4 "Admin toggles"): whether the merchant's dispute,
 * failed-payout and banking-update e-mails go out (and all of them at once), and who
 * receives each.
 */
export function NotificationsTab({ profile }: { profile: MerchantProfile }) {
  const notifications = useMerchantNotifications(profile.id);
  const setting = useSetNotificationSetting(profile.id);

  if (notifications.isPending) return <RecordLoading label="Loading the notifications…" />;
  if (notifications.isError)
    return (
      <RecordError
        title="The notifications could not be loaded"
        error={notifications.error}
        onRetry={() => void notifications.refetch()}
      />
    );
  const { settings, subscriptions } = notifications.data;
  const toggle = (key: NotificationSettingKey, enabled: boolean) =>
    setting.mutate(
      { key, enabled },
      {
        onError: (error) =>
          notify({
            level: 'error',
            title: 'The setting could not be saved',
            message: isApiError(error) ? error.message : 'Please try again.',
          }),
      },
    );
  const busy = (key: NotificationSettingKey) => setting.isPending && setting.variables?.key === key;

  return (
    <Stack gap="md">
      <DetailSection title="Notification e-mails">
        <Stack gap="sm">
          <Switch
            label={NOTIFICATION_SETTING_LABELS.enableNotifications}
            description="Off: none of the e-mails below is sent, whatever their own setting."
            checked={settings.enableNotifications}
            disabled={busy('enableNotifications')}
            onChange={(event) => toggle('enableNotifications', event.currentTarget.checked)}
          />
          {TYPE_SETTINGS.map((key) => (
            <Switch
              key={key}
              label={NOTIFICATION_SETTING_LABELS[key]}
              checked={settings[key]}
              disabled={busy(key)}
              onChange={(event) => toggle(key, event.currentTarget.checked)}
            />
          ))}
          {!settings.enableNotifications ? (
            <Text size="sm" c="orange.9">
              Notifications are turned off for this merchant: no e-mail is sent.
            </Text>
          ) : null}
        </Stack>
      </DetailSection>
      <DetailSection title="Recipients">
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {NOTIFICATION_TYPES.map((type) => (
            <SubscriptionList
              key={type}
              merchantId={profile.id}
              type={type}
              emails={subscriptions[type]}
            />
          ))}
        </SimpleGrid>
      </DetailSection>
    </Stack>
  );
}
