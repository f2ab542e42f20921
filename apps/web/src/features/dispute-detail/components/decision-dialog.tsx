import { Button, Group, Modal, Stack, Text } from '@mantine/core';

export interface DecisionDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Records the decision; the panel closes the dialog once answered. */
  onConfirm: () => void;
  pending: boolean;
  title: string;
  body: string;
  action: string;
  /** Lost leaves the money with the cardholder: the action reads red. */
  danger: boolean;
}

/**
 * Recording the processor's decision, said plainly, then confirmed (as accepting is). A
 * refusal shows in the panel, beside what staff chose, once this closes.
 */
export function DecisionDialog({
  opened,
  onClose,
  onConfirm,
  pending,
  title,
  body,
  action,
  danger,
}: DecisionDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="md">
      <Stack gap="md">
        <Text size="sm">{body}</Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} disabled={pending} data-autofocus>
            Cancel
          </Button>
          <Button color={danger ? 'red.9' : undefined} loading={pending} onClick={onConfirm}>
            {action}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
