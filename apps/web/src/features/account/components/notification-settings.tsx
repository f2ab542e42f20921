import { Loader, Stack, Switch, Text } from '@mantine/core';
import { wantsDisputeEmails } from '@paydesk/domain/merchant-permissions';
import type { AccountInfo } from '@paydesk/domain/profile';
import { notifyNetworkError } from '../../../shared/errors/network-errors';
import { useUpdateUserSettings, useUserSettings } from '../api/user-settings-api';

type UserMerchant = AccountInfo['data']['merchants'][number];

/** Accounts whose disputes the user is e-mailed about: they administer it or manage its disputes. */
export const managesDisputes = (merchant: UserMerchant) =>
  merchant.status === 1 &&
  (merchant.isAdmin || merchant.permissions.includes('can-manage-disputes'));

function DisputeEmailSwitch({ merchant }: { merchant: UserMerchant }) {
  const settings = useUserSettings(merchant.id);
  const update = useUpdateUserSettings(merchant.id);
  const label = `${merchant.businessCommonName} / ${merchant.id}`;
  if (settings.isPending)
    return <Loader size="xs" aria-label={`Loading the settings of ${label}`} />;
  if (settings.isError)
    return (
      <Text size="sm" c="red.9">
        The settings of {label} could not be loaded.
      </Text>
    );
  const data = settings.data.data;
  return (
    <Switch
      label={label}
      checked={wantsDisputeEmails(data)}
      disabled={update.isPending}
      onChange={(event) =>
        update.mutate(
          { ...data, disputeEmails: event.currentTarget.checked },
          { onError: () => notifyNetworkError('userSettings') },
        )
      }
    />
  );
}

/**
 * The user's own settings (part 1 §7 "merchant user settings"): for each account whose
 * disputes they handle, whether new disputes and deadline reminders are e-mailed to them.
 */
export function NotificationSettings({ merchants }: { merchants: readonly UserMerchant[] }) {
  const handled = merchants.filter(managesDisputes);
  if (handled.length === 0)
    return (
      <Text size="sm" c="dimmed">
        You are not e-mailed about any account's disputes: that takes the Manage disputes
        permission, which an admin of the account can grant on its Users screen.
      </Text>
    );
  return (
    <Stack gap="sm">
      <Text size="sm">E-mail me when a dispute needs a response, and before its deadline:</Text>
      {handled.map((merchant) => (
        <DisputeEmailSwitch key={merchant.id} merchant={merchant} />
      ))}
    </Stack>
  );
}
