import { Alert, Badge, Button, Card, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import {
  MERCHANT_ALERT_COLORS,
  MERCHANT_ALERT_MESSAGES,
  MERCHANT_ALERT_TYPE_LABELS,
} from '@paydesk/domain/merchant-alerts';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { DetailSection } from '../../../../shared/detail-page/detail-section';
import { formatDateTime } from '../../../../shared/format/zoned-dates';
import { notify } from '../../../../shared/notifications/notify';
import {
  type MerchantAlert,
  useDeleteMerchantAlert,
  useMerchantAlerts,
  useSetMerchantAlertActive,
} from '../../api/merchant-misc';
import { ADMIN_TIME_ZONE } from '../profile-format';
import { AlertDialog } from './alert-dialog';
import { failureText } from './misc-errors';

/** Part 8: a failed alert call is a notification titled Error with the message. */
const failed = (error: unknown) =>
  notify({ level: 'error', title: 'Error', message: failureText(error) });

/**
 * The alerts management list of the Misc. tab (part 2 §4 "Alerts"): every alert with its
 * type's colour, create, activate or deactivate, and delete with a confirmation.
 */
export function AlertsSection({ merchantId }: { merchantId: number }) {
  const alerts = useMerchantAlerts(merchantId);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<MerchantAlert | null>(null);
  return (
    <DetailSection title="Alerts">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Text size="sm" c="dimmed" maw={560}>
            Active alerts show as banners on this profile and on the merchant's own dashboard.
          </Text>
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setCreating(true)}
          >
            Create alert
          </Button>
        </Group>
        {alerts.isPending ? (
          <Stack gap="xs" aria-busy="true" aria-label="Loading alerts">
            <Skeleton height={72} radius="md" />
            <Skeleton height={72} radius="md" />
          </Stack>
        ) : alerts.isError ? (
          <Alert color="red" variant="light" title="The alerts could not be loaded">
            <Group gap="xs">
              <Text size="sm">{failureText(alerts.error)}</Text>
              <Button size="xs" variant="default" onClick={() => void alerts.refetch()}>
                Try again
              </Button>
            </Group>
          </Alert>
        ) : alerts.data.data.length === 0 ? (
          <Text size="sm" c="dimmed" role="status">
            No alerts on this account.
          </Text>
        ) : (
          <Stack
            gap="xs"
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label="Alerts"
          >
            {alerts.data.data.map((alert) => (
              <AlertRow
                key={alert.id}
                alert={alert}
                merchantId={merchantId}
                onDelete={() => setDeleting(alert)}
              />
            ))}
          </Stack>
        )}
      </Stack>
      <AlertDialog opened={creating} onClose={() => setCreating(false)} merchantId={merchantId} />
      <DeleteAlertDialog
        merchantId={merchantId}
        alert={deleting}
        onClose={() => setDeleting(null)}
      />
    </DetailSection>
  );
}

function AlertRow({
  alert,
  merchantId,
  onDelete,
}: {
  alert: MerchantAlert;
  merchantId: number;
  onDelete: () => void;
}) {
  const setActive = useSetMerchantAlertActive(merchantId);
  const color = MERCHANT_ALERT_COLORS[alert.type];
  const toggle = () =>
    setActive.mutate(
      { alertId: alert.id, active: !alert.isActive },
      {
        onSuccess: (next) =>
          notify({
            level: 'success',
            title: next.isActive
              ? MERCHANT_ALERT_MESSAGES.activated
              : MERCHANT_ALERT_MESSAGES.deactivated,
            message: `'${next.title}' ${next.isActive ? 'shows' : 'no longer shows'} on the merchant's dashboard.`,
          }),
        onError: failed,
      },
    );
  return (
    <Card
      component="li"
      withBorder
      radius="md"
      padding="sm"
      data-alert-type={alert.type}
      aria-label={`${MERCHANT_ALERT_TYPE_LABELS[alert.type]} alert: ${alert.title}`}
      style={{ borderLeft: `4px solid var(--mantine-color-${color}-6)` }}
    >
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={4} style={{ flex: '1 1 240px', minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Badge color={color} variant="light" autoContrast>
              {MERCHANT_ALERT_TYPE_LABELS[alert.type]}
            </Badge>
            <Badge color={alert.isActive ? 'teal' : 'gray'} variant="light">
              {alert.isActive ? 'Active' : 'Inactive'}
            </Badge>
            <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {alert.title}
            </Text>
          </Group>
          <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            {alert.message}
          </Text>
          <Text size="xs" c="dimmed">
            Created {formatDateTime(alert.createdAt, ADMIN_TIME_ZONE)}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            loading={setActive.isPending}
            onClick={toggle}
            aria-label={`${alert.isActive ? 'Deactivate' : 'Activate'} alert ${alert.title}`}
          >
            {alert.isActive ? 'Deactivate' : 'Activate'}
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red"
            onClick={onDelete}
            aria-label={`Delete alert ${alert.title}`}
          >
            Delete
          </Button>
        </Group>
      </Group>
    </Card>
  );
}

function DeleteAlertDialog({
  merchantId,
  alert,
  onClose,
}: {
  merchantId: number;
  alert: MerchantAlert | null;
  onClose: () => void;
}) {
  const remove = useDeleteMerchantAlert(merchantId);
  const confirm = () => {
    if (!alert) return;
    remove.mutate(
      { alertId: alert.id },
      {
        onSuccess: () => {
          notify({
            level: 'success',
            title: MERCHANT_ALERT_MESSAGES.deleted,
            message: `'${alert.title}' was deleted.`,
          });
          onClose();
        },
        onError: failed,
      },
    );
  };
  return (
    <Modal opened={alert !== null} onClose={onClose} title="Delete alert">
      <Stack gap="md">
        <Text size="sm">
          Delete the alert <strong>{alert?.title}</strong>? It disappears from the merchant's
          dashboard and cannot be restored.
        </Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red.9" loading={remove.isPending} onClick={confirm} data-autofocus>
            Delete alert
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
