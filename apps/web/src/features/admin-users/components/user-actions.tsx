import { Button, Group } from '@mantine/core';
import {
  IconKey,
  IconMail,
  IconPencil,
  IconTrash,
  IconUserCheck,
  IconUserOff,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { notify } from '../../../shared/notifications/notify';
import { type UserAction, useUserAction } from '../api/admin-user-mutations';
import type { AdminUser } from '../api/admin-user-queries';
import { fullName } from './admin-users-list-spec';
import { ConfirmAction } from './confirm-action';

type Confirmed = Exclude<UserAction, 'reset-two-factor'>;

const CONFIRM: Record<
  Confirmed,
  { title: string; label: string; danger?: boolean; done: string; failed: string }
> = {
  enable: {
    title: 'Enable user',
    label: 'Enable',
    done: 'The user can sign in again.',
    failed: 'The user could not be enabled',
  },
  disable: {
    title: 'Disable user',
    label: 'Disable',
    danger: true,
    done: 'The user is disabled and signed out everywhere.',
    failed: 'The user could not be disabled',
  },
  reset: {
    title: 'Reset password',
    label: 'Send reset e-mail',
    done: 'A password reset code was e-mailed to the user.',
    failed: 'The reset e-mail could not be sent',
  },
  delete: {
    title: 'Delete user',
    label: 'Delete',
    danger: true,
    done: 'The user was deleted.',
    failed: 'The user could not be deleted',
  },
};

function question(action: Confirmed, user: AdminUser) {
  const who = `${fullName(user)} (${user.email})`;
  switch (action) {
    case 'enable':
      return `Enable ${who}? They can sign in again.`;
    case 'disable':
      return `Disable ${who}? Every session of theirs ends at once and they cannot sign in until enabled again.`;
    case 'reset':
      return `Send ${who} a password reset e-mail? Their current password keeps working until they use the code.`;
    case 'delete':
      return `Delete ${who} for good? Their merchant memberships and permissions go with them. This cannot be undone.`;
  }
}

/** The user page's actions: edit links, enable or disable, reset password, delete. */
export function UserActions({ user, self }: { user: AdminUser; self: boolean }) {
  const [action, setAction] = useState<Confirmed | null>(null);
  const run = useUserAction(user.id);
  const navigate = useNavigate();
  const close = () => {
    run.reset();
    setAction(null);
  };
  const confirm = () => {
    if (!action) return;
    run.mutate(action, {
      onSuccess: () => {
        notify({ level: 'success', title: 'Done', message: CONFIRM[action].done });
        close();
        if (action === 'delete') navigate(paths.admin.users.list.href());
      },
    });
  };
  const open = action ? CONFIRM[action] : null;
  return (
    <>
      <Group gap="xs" wrap="wrap">
        <Button
          component={Link}
          to={paths.admin.users.edit.href(user.id, 'info')}
          variant="default"
          leftSection={<IconPencil size={16} aria-hidden />}
        >
          Edit info
        </Button>
        <Button
          component={Link}
          to={paths.admin.users.edit.href(user.id, 'email')}
          variant="default"
          leftSection={<IconMail size={16} aria-hidden />}
        >
          Change e-mail
        </Button>
        <Button
          variant="default"
          leftSection={<IconKey size={16} aria-hidden />}
          onClick={() => setAction('reset')}
        >
          Reset password
        </Button>
        {user.enabled ? (
          <Button
            variant="default"
            color="red.9"
            leftSection={<IconUserOff size={16} aria-hidden />}
            onClick={() => setAction('disable')}
            disabled={self}
            title={self ? 'You cannot disable yourself.' : undefined}
          >
            Disable
          </Button>
        ) : (
          <Button
            variant="default"
            leftSection={<IconUserCheck size={16} aria-hidden />}
            onClick={() => setAction('enable')}
          >
            Enable
          </Button>
        )}
        <Button
          variant="outline"
          color="red.9"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => setAction('delete')}
          disabled={self}
          title={self ? 'You cannot delete yourself.' : undefined}
        >
          Delete
        </Button>
      </Group>
      <ConfirmAction
        opened={open !== null}
        title={open?.title ?? ''}
        confirmLabel={open?.label ?? ''}
        danger={open?.danger}
        pending={run.isPending}
        error={run.error}
        errorTitle={open?.failed ?? ''}
        onConfirm={confirm}
        onClose={close}
      >
        {action ? question(action, user) : null}
      </ConfirmAction>
    </>
  );
}
