import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { RECORDS_MESSAGES } from '@paydesk/domain/admin-merchant-records';
import { FormErrorAlert } from '../../../../shared/forms/form-error-alert';
import { notify } from '../../../../shared/notifications/notify';
import { useUnassignUser } from '../../api/merchant-records';

export interface UnassignTarget {
  id: number;
  name: string;
  email: string;
}

/** Asks before unassigning a user from the merchant; the server's refusal is said here. */
export function UnassignDialog({
  merchantId,
  merchantName,
  user,
  onClose,
}: {
  merchantId: number;
  merchantName: string;
  user: UnassignTarget | null;
  onClose: () => void;
}) {
  const unassign = useUnassignUser(merchantId);
  const close = () => {
    unassign.reset();
    onClose();
  };
  const confirm = () => {
    if (!user) return;
    unassign.mutate(user.id, {
      onSuccess: () => {
        notify({ level: 'success', title: 'Done', message: RECORDS_MESSAGES.userUnassigned });
        close();
      },
    });
  };
  return (
    <Modal opened={user !== null} onClose={close} title="Unassign user" size="md">
      {user ? (
        <Stack gap="md">
          <Text size="sm">
            Unassign <strong>{user.name}</strong> ({user.email}) from {merchantName}? They lose
            access to this merchant account; their sign-in and other accounts stay.
          </Text>
          {unassign.isError ? (
            <FormErrorAlert title="The user could not be unassigned" error={unassign.error} />
          ) : null}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button color="red.9" loading={unassign.isPending} onClick={confirm}>
              Unassign
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
