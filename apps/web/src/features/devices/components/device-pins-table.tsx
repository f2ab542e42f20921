import { Button, Card, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { DEVICE_PIN_STATUS_LABELS, type DevicePinStatus } from '@paydesk/domain/device-pin-fields';
import { StatusPill } from '../../../shared/components/status-pill';
import { formatDateTime } from '../../../shared/format/zoned-dates';
import type { StatusStyle } from '../../../shared/merchant-account/merchant-status';
import type { DevicePinRow } from '../api/device-pins';
import classes from './device-pins.module.css';

const STATUS_STYLE: Record<DevicePinStatus, StatusStyle> = {
  active: 'active',
  scheduled: 'pending',
  expired: 'closed',
};

export interface DevicePinsTableProps {
  pins: readonly DevicePinRow[];
  timeZone: string;
  onExpire: (pin: DevicePinRow) => void;
}

function ExpireButton({ pin, onExpire }: { pin: DevicePinRow; onExpire: () => void }) {
  if (pin.status === 'expired') return null;
  return (
    <Button
      size="xs"
      variant="outline"
      color="red.9"
      onClick={onExpire}
      aria-label={`Expire the PIN of ${pin.description}`}
    >
      Expire
    </Button>
  );
}

/** The PINs: description, active from, expires, status and Expire; cards below 768 px. */
export function DevicePinsTable({ pins, timeZone, onExpire }: DevicePinsTableProps) {
  const pill = (pin: DevicePinRow) => (
    <StatusPill status={STATUS_STYLE[pin.status]} label={DEVICE_PIN_STATUS_LABELS[pin.status]} />
  );
  return (
    <>
      <Table className={classes.table} striped highlightOnHover aria-label="Device PINs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Description</Table.Th>
            <Table.Th>Active from</Table.Th>
            <Table.Th>Expires</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Created by</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {pins.map((pin) => (
            <Table.Tr key={pin.id}>
              <Table.Td>{pin.description}</Table.Td>
              <Table.Td>{formatDateTime(pin.activeDate, timeZone)}</Table.Td>
              <Table.Td>
                {pin.expireDate ? formatDateTime(pin.expireDate, timeZone) : 'Never'}
              </Table.Td>
              <Table.Td>{pill(pin)}</Table.Td>
              <Table.Td>{pin.createdBy ?? '—'}</Table.Td>
              <Table.Td>
                <ExpireButton pin={pin} onExpire={() => onExpire(pin)} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Stack className={classes.cards} gap="sm" component="ul" p={0} m={0} aria-label="Device PINs">
        {pins.map((pin) => (
          <Card key={pin.id} component="li" withBorder radius="md" padding="sm">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={2}>
                <Text fw={600}>{pin.description}</Text>
                <Text size="sm" c="dimmed">
                  From {formatDateTime(pin.activeDate, timeZone)}
                </Text>
                <Text size="sm" c="dimmed">
                  {pin.expireDate
                    ? `Expires ${formatDateTime(pin.expireDate, timeZone)}`
                    : 'No expiry'}
                </Text>
              </Stack>
              {pill(pin)}
            </Group>
            {pin.status === 'expired' ? null : (
              <Group justify="flex-end" mt="xs">
                <ExpireButton pin={pin} onExpire={() => onExpire(pin)} />
              </Group>
            )}
          </Card>
        ))}
      </Stack>
    </>
  );
}
