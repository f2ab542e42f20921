import { Alert, Stack, Text } from '@mantine/core';
import { MERCHANT_ALERT_COLORS } from '@paydesk/domain/merchant-alerts';
import { IconAlertCircle, IconAlertTriangle, IconBell, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { MerchantAlertBanner } from '../api/get-merchant-alerts';

const ICONS: Record<MerchantAlertBanner['type'], ReactNode> = {
  information: <IconInfoCircle size={20} aria-hidden />,
  notice: <IconBell size={20} aria-hidden />,
  warning: <IconAlertTriangle size={20} aria-hidden />,
  error: <IconAlertCircle size={20} aria-hidden />,
};

/**
 * The provider's alerts on the account (part 2 §3 "Merchant alert"), newest first, in their
 * type's colour: information blue, notice and warning yellow, error red. Not dismissible: the
 * provider withdraws them.
 */
export function MerchantAlertBanners({ alerts }: { alerts: readonly MerchantAlertBanner[] }) {
  if (alerts.length === 0) return null;
  return (
    <Stack gap="sm" role="region" aria-label="Messages from Paydesk">
      {alerts.map((alert) => (
        <Alert
          key={alert.id}
          variant="light"
          radius="lg"
          color={MERCHANT_ALERT_COLORS[alert.type]}
          icon={ICONS[alert.type]}
          title={alert.title}
          data-alert-type={alert.type}
        >
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {alert.message}
          </Text>
        </Alert>
      ))}
    </Stack>
  );
}
