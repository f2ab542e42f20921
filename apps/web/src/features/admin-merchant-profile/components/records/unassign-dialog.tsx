import { RECORDS_MESSAGES } from '@paydesk/domain/admin-merchant-records';
import { notify } from '../../../../shared/notifications/notify';
import { useUnassignUser } from '../../api/merchant-records';
import { ConfirmDialog } from './confirm-dialog';

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
    <ConfirmDialog
      opened={user !== null}
      title="Unassign user"
      confirmLabel="Unassign"
      danger
      pending={unassign.isPending}
      error={unassign.error}
      errorTitle="The user could not be unassigned"
      onConfirm={confirm}
      onClose={close}
    >
      Unassign <strong>{user?.name}</strong> ({user?.email}) from {merchantName}? They lose access
      to this merchant account; their sign-in and other accounts stay.
    </ConfirmDialog>
  );
}
