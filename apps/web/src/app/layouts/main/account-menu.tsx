import { Menu, Text, UnstyledButton } from '@mantine/core';
import { IconHelpCircle, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { UserAvatar } from '../../../shared/components/user-avatar';

/** Part 1 §4: menus close 500 ms after the pointer leaves. */
export const MENU_CLOSE_DELAY_MS = 500;

interface AccountMenuProps {
  email: string;
  fullName: string;
  accountHref: string;
  onContactSupport: () => void;
  onLogout: () => void;
}

/** The avatar button and its menu: the user, My Account, Contact Support, Log out. */
export function AccountMenu({
  email,
  fullName,
  accountHref,
  onContactSupport,
  onLogout,
}: AccountMenuProps) {
  return (
    <Menu
      position="bottom-end"
      width={240}
      shadow="md"
      closeDelay={MENU_CLOSE_DELAY_MS}
      withinPortal
    >
      <Menu.Target>
        <UnstyledButton aria-label="Account menu" style={{ borderRadius: '50%' }}>
          <UserAvatar email={email} size={36} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="gray.9" truncate>
            {fullName || 'Signed in'}
          </Text>
          {email && (
            <Text size="xs" c="dimmed" truncate>
              {email}
            </Text>
          )}
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item
          component={Link}
          to={accountHref}
          leftSection={<IconUserCircle size={16} aria-hidden />}
        >
          My Account
        </Menu.Item>
        <Menu.Item
          onClick={onContactSupport}
          leftSection={<IconHelpCircle size={16} aria-hidden />}
        >
          Contact Support
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red"
          onClick={onLogout}
          leftSection={<IconLogout size={16} aria-hidden />}
        >
          Log out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
