import { Menu, Text } from '@mantine/core';
import { IconHelpCircle, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { DeferredPopup } from '../../../shared/components/deferred-control';
import { AccountMenuButton } from './account-menu-button';

/** Part 1 §4: menus close 500 ms after the pointer leaves. */
export const MENU_CLOSE_DELAY_MS = 500;

export interface AccountMenuProps {
  email: string;
  fullName: string;
  accountHref: string;
  onContactSupport: () => void;
  onLogout: () => void;
}

/**
 * The avatar button and its menu: the user, My Account, Contact Support, Log out. A lazy
 * chunk (deferred-account-menu.tsx), controlled by its placeholder's state.
 */
export function AccountMenu({
  email,
  fullName,
  accountHref,
  onContactSupport,
  onLogout,
  opened,
  onChange,
}: AccountMenuProps & DeferredPopup) {
  return (
    <Menu
      opened={opened}
      onChange={onChange}
      position="bottom-end"
      width={240}
      shadow="md"
      closeDelay={MENU_CLOSE_DELAY_MS}
      withinPortal
    >
      <Menu.Target>
        <AccountMenuButton email={email} />
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
        {/* Red 9 reads at 4.5:1 on white (red 6, the default, at 3.3:1: axe color-contrast). */}
        <Menu.Item
          color="red.9"
          onClick={onLogout}
          leftSection={<IconLogout size={16} aria-hidden />}
        >
          Log out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
