import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconBuildingBank, IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { DashboardBanner } from '../utils/dashboard-banners';

export interface DashboardBannersProps {
  banners: readonly DashboardBanner[];
  merchantId: number;
  businessName: string;
  evidenceNeeded: number;
  supportEmail: string | null;
  disputesHref: string;
  onDismiss: (banner: DashboardBanner) => void;
}

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

/** The dashboard's dismissible banners (part 1 §2); which ones show is decided by the rules. */
export function DashboardBanners(props: DashboardBannersProps) {
  if (props.banners.length === 0) return null;
  const close = (banner: DashboardBanner) => ({
    withCloseButton: true,
    closeButtonLabel: 'Dismiss',
    onClose: () => props.onDismiss(banner),
  });
  const support = props.supportEmail ? (
    <Anchor href={`mailto:${props.supportEmail}`} inherit fw={600}>
      {props.supportEmail}
    </Anchor>
  ) : (
    'Paydesk support'
  );

  return (
    <Stack gap="sm" role="region" aria-label="Account notices">
      {props.banners.includes('account-closed') ? (
        <Alert
          color="red"
          variant="light"
          radius="lg"
          title="Account Closed"
          icon={<IconLock size={20} aria-hidden />}
          {...close('account-closed')}
        >
          <Text size="sm">
            This merchant account is closed and cannot take payments. To reopen it or ask about it,
            contact {support} and quote the merchant ID <strong>{props.merchantId}</strong> and the
            DBA name <strong>{props.businessName}</strong>.
          </Text>
        </Alert>
      ) : null}
      {props.banners.includes('response-needed') ? (
        <Alert
          color="orange"
          variant="light"
          radius="lg"
          title="Response Needed"
          icon={<IconAlertTriangle size={20} aria-hidden />}
          {...close('response-needed')}
        >
          <Text size="sm">
            {props.evidenceNeeded} {plural(props.evidenceNeeded, 'dispute needs', 'disputes need')}{' '}
            your evidence. Respond before the deadline, or the cardholder's bank decides without
            you.{' '}
            <Anchor component={Link} to={props.disputesHref} inherit fw={600}>
              Respond to disputes
            </Anchor>
          </Text>
        </Alert>
      ) : null}
      {props.banners.includes('provider-owned') ? (
        <Alert
          color="blue"
          variant="light"
          radius="lg"
          title="Managed by Paydesk"
          icon={<IconBuildingBank size={20} aria-hidden />}
          {...close('provider-owned')}
        >
          <Text size="sm">
            This account is owned by Paydesk, the payment provider. Its pricing, limits and payouts
            are managed by Paydesk; contact {support} to change them.
          </Text>
        </Alert>
      ) : null}
    </Stack>
  );
}
