import { Button, Group, Modal, Text } from '@mantine/core';
import type { DevicePinRow } from '../api/device-pins';

export interface ExpirePinModalProps {
  pin: DevicePinRow | null;
  onClose: () => void;
  onConfirm: () => void;
  pending: boolean;
}

/** Asks before a PIN stops working (it cannot be turned back on: create a new one). */
export function ExpirePinModal({ pin, onClose, onConfirm, pending }: ExpirePinModalProps) {
  return (
    <Modal opened={pin !== null} onClose={onClose} title="Expire this PIN?">
      <Text size="sm">
        The device paired with “{pin?.description}” will stop accepting this PIN at once. An expired
        PIN cannot be used again: create a new one for the device.
      </Text>
      <Group justify="flex-end" gap="xs" mt="lg">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button color="red.9" onClick={onConfirm} loading={pending} data-autofocus>
          Expire PIN
        </Button>
      </Group>
    </Modal>
  );
}
