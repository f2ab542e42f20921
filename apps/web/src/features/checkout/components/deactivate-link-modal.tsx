import { Button, Group, Modal, Text } from '@mantine/core';
import { PAY_MESSAGES } from '@paydesk/domain/payment-link-fields';

export interface DeactivateLinkModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  onConfirm: () => void;
  pending: boolean;
}

/** Asks before a link stops taking payments (turning it back on needs no question). */
export function DeactivateLinkModal({
  opened,
  onClose,
  title,
  onConfirm,
  pending,
}: DeactivateLinkModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Deactivate this link?">
      <Text size="sm">
        Payers who open “{title}” will read: “{PAY_MESSAGES.deactivated}” You can activate it again
        at any time.
      </Text>
      <Group justify="flex-end" gap="xs" mt="lg">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button color="red.9" onClick={onConfirm} loading={pending} data-autofocus>
          Deactivate
        </Button>
      </Group>
    </Modal>
  );
}
