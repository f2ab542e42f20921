import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconBuildingBank, IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
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

/** Links on the tinted banners: the primary's darker shade keeps 4.5:1 on every tint. */
const LINK_COLOR = 'paydesk.8';

/** How each banner looks: its colour, title and icon. */
const LOOK: Record<DashboardBanner, { color: string; title: string; icon: ReactNode }> = {
  'account-closed': {
    color: 'red',
    title: 'Account Closed',
    icon: <IconLock size={20} aria-hidden />,
  },
  'response-needed': {
    color: 'orange',
    title: 'Response Needed',
    icon: <IconAlertTriangle size={20} aria-hidden />,
  },
  'provider-owned': {
    color: 'blue',
    title: 'Managed by Paydesk',
    icon: <IconBuildingBank size={20} aria-hidden />,
  },
};

/** The dashboard's dismissible banners (part 1 §2); which ones show is decided by the rules. */
export function DashboardBanners(props: DashboardBannersProps) {
  if (props.banners.length === 0) return null;
  const support = props.supportEmail ? (
    <Anchor href={`mailto:${props.supportEmail}`} inherit fw={600} c={LINK_COLOR}>
      {props.supportEmail}
    </Anchor>
  ) : (
    'Paydesk support'
  );
  const text: Record<DashboardBanner, ReactNode> = {
    'account-closed': (
      <>
        This merchant account is closed and cannot take payments. To reopen it or ask about it,
        contact {support} and quote the merchant ID <strong>{props.merchantId}</strong> and the DBA
        name <strong>{props.businessName}</strong>.
      </>
    ),
    'response-needed': (
      <>
        {props.evidenceNeeded} {plural(props.evidenceNeeded, 'dispute needs', 'disputes need')} your
        evidence. Respond before the deadline, or the cardholder's bank decides without you.{' '}
        <Anchor component={Link} to={props.disputesHref} inherit fw={600} c={LINK_COLOR}>
          Respond to disputes
        </Anchor>
      </>
    ),
    'provider-owned': (
      <>
        This account is owned by Paydesk, the payment provider. Its pricing, limits and payouts are
        managed by Paydesk; contact {support} to change them.
      </>
    ),
  };

  // The order on the page is fixed, whatever the order of `banners`.
  const shown = (Object.keys(LOOK) as DashboardBanner[]).filter((b) => props.banners.includes(b));
  return (
    <Stack gap="sm" role="region" aria-label="Account notices">
      {shown.map((banner) => (
        <Alert
          key={banner}
          variant="light"
          radius="lg"
          {...LOOK[banner]}
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => props.onDismiss(banner)}
        >
          <Text size="sm">{text[banner]}</Text>
        </Alert>
      ))}
    </Stack>
  );
}
