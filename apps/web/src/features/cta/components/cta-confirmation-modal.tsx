import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { CTA_TEXTS } from '@paydesk/domain/cta-rules';

/**
 * The documents-submitted confirmation (part 1 §4): review takes up to 3 business days;
 * closing it reloads the merchant data (the caller's onClose).
 */
export function CtaConfirmationModal({
  opened,
  onClose,
}: {
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={CTA_TEXTS.confirmationTitle}>
      <Stack gap="md">
        <Text>{CTA_TEXTS.confirmationBody}</Text>
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            {CTA_TEXTS.confirmationClose}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
