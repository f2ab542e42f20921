import {
  Button,
  EmptyState,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconDeviceMobile, IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { AccountNotFound } from '../../../shared/components/page-state';
import { LoadErrorAlert } from '../../../shared/errors/load-error-alert';
import { useCurrentMerchant } from '../../../shared/hooks/use-current-merchant';
import { useMerchantZone } from '../../../shared/merchant-account/merchant-time-zone';
import { notify } from '../../../shared/notifications/notify';
import { PageTitle, pageTitle } from '../../../shared/page-title/page-title';
import { type DevicePinRow, useDevicePins, useExpireDevicePin } from '../api/device-pins';
import { DevicePinsTable } from '../components/device-pins-table';
import { ExpirePinModal } from '../components/expire-pin-modal';

const CreatePinModal = lazy(async () => ({
  default: (await import('../components/create-pin-modal')).CreatePinModal,
}));

/**
 * /device-management: the current account's device PINs (the entry rules let in only a
 * merchant admin of an account on processor 3 with POS devices), New PIN and Expire.
 */
export function DevicesPage() {
  const { id } = useCurrentMerchant();
  if (id === undefined) return <AccountNotFound heading="Devices" />;
  return <DevicesView key={id} merchantId={id} />;
}

function DevicesView({ merchantId }: { merchantId: number }) {
  const { accountName, timeZone } = useMerchantZone(merchantId);
  const pins = useDevicePins(merchantId);
  const expire = useExpireDevicePin(merchantId);
  const [creating, setCreating] = useState(false);
  const [expiring, setExpiring] = useState<DevicePinRow | null>(null);
  const newPin = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
      New PIN
    </Button>
  );
  const confirmExpire = () => {
    if (!expiring) return;
    expire.mutate(
      { pinId: expiring.id },
      {
        onSuccess: (pin) => {
          notify({ level: 'success', title: 'PIN expired', message: pin.description });
          setExpiring(null);
        },
        onError: () => setExpiring(null),
      },
    );
  };

  return (
    <Stack gap="lg">
      <PageTitle title={pageTitle(`Devices · ${accountName}`)} />
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Title order={1} fz="h2">
            Devices
          </Title>
          <Text size="sm" c="dimmed">
            {accountName} · PINs pair point-of-sale devices with this account.
          </Text>
        </Stack>
        {newPin}
      </Group>
      {pins.error ? (
        <LoadErrorAlert
          title="The device PINs could not be loaded"
          error={pins.error}
          onRetry={() => void pins.refetch()}
        />
      ) : !pins.data ? (
        <Stack gap="xs" aria-busy="true">
          <VisuallyHidden role="status">Loading the device PINs…</VisuallyHidden>
          <Skeleton height={48} />
          <Skeleton height={48} />
          <Skeleton height={48} />
        </Stack>
      ) : pins.data.data.length === 0 ? (
        <EmptyState
          py={48}
          withIndicatorBackground
          icon={<IconDeviceMobile aria-hidden />}
          title="No device PINs yet"
          description="Create a PIN and enter it on a card device to pair the device with this account."
        >
          {newPin}
        </EmptyState>
      ) : (
        <DevicePinsTable pins={pins.data.data} timeZone={timeZone} onExpire={setExpiring} />
      )}
      <ExpirePinModal
        pin={expiring}
        onClose={() => setExpiring(null)}
        onConfirm={confirmExpire}
        pending={expire.isPending}
      />
      <Suspense fallback={null}>
        {creating ? (
          <CreatePinModal opened onClose={() => setCreating(false)} merchantId={merchantId} />
        ) : null}
      </Suspense>
    </Stack>
  );
}
