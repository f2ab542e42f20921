import { Alert, Group, Stack, Text, Tooltip } from '@mantine/core';
import { MERCHANT_ALERT_COLORS } from '@paydesk/domain/merchant-alerts';
import { IconInfoCircle } from '@tabler/icons-react';
import { formatDateTime } from '../../../shared/format/zoned-dates';
import type { MerchantProfile } from '../api/get-merchant-profile';
import { ADMIN_TIME_ZONE, dollarsText } from './profile-format';

/** Part 2 §4: funding holds are refreshed once a day. */
export const FUNDING_HOLD_TOOLTIP = 'Funding holds are updated once daily.';

/**
 * The profile's banners (part 2 §2): a stack-owned account, the active call to action, a
 * funding hold with the held balance, and each active alert in its type's colour.
 */
export function ProfileBanners({ profile }: { profile: MerchantProfile }) {
  const banners = [];
  if (profile.stackOwned) {
    banners.push(
      <Alert key="stack" color="grape" variant="light" title="Stack-owned account">
        This account is owned by the provider.
      </Alert>,
    );
  }
  if (profile.hasCTA) {
    banners.push(
      <Alert key="cta" color="blue" variant="light" title="Active call to action">
        {profile.ctaTitle}
        {profile.ctaAssignedAt
          ? ` · assigned ${formatDateTime(profile.ctaAssignedAt, ADMIN_TIME_ZONE)}`
          : null}
      </Alert>,
    );
  }
  if (profile.hasFundingHold) {
    banners.push(
      <Alert
        key="hold"
        color="orange"
        variant="light"
        title={
          <Group gap={6} component="span">
            Funding hold
            <Tooltip
              label={FUNDING_HOLD_TOOLTIP}
              withArrow
              events={{ hover: true, focus: true, touch: true }}
            >
              <IconInfoCircle size={16} tabIndex={0} aria-label={FUNDING_HOLD_TOOLTIP} role="img" />
            </Tooltip>
          </Group>
        }
      >
        <Text size="sm">
          Held Balance:{' '}
          <strong>{dollarsText(profile.merchantBalance.availableBalance, profile.currency)}</strong>
          {profile.holdFirstReportedDate
            ? ` · since ${formatDateTime(profile.holdFirstReportedDate, ADMIN_TIME_ZONE)}`
            : null}
        </Text>
        {profile.fundingHoldDesc ? <Text size="sm">{profile.fundingHoldDesc}</Text> : null}
      </Alert>,
    );
  }
  for (const alert of profile.alerts) {
    banners.push(
      <Alert
        key={`alert-${alert.id}`}
        color={MERCHANT_ALERT_COLORS[alert.type]}
        variant="light"
        title={alert.title}
        data-alert-type={alert.type}
      >
        {alert.message}
      </Alert>,
    );
  }
  if (banners.length === 0) return null;
  return (
    <Stack gap="xs" aria-label="Account notices" component="section">
      {banners}
    </Stack>
  );
}
