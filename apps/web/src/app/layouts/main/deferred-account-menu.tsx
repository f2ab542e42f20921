import { lazy } from 'react';
import { DeferredControl } from '../../../shared/components/deferred-control';
import type { AccountMenuProps } from './account-menu';
import { AccountMenuButton } from './account-menu-button';

const AccountMenu = lazy(async () => ({ default: (await import('./account-menu')).AccountMenu }));

/**
 * The account menu of the header: the avatar button on first paint, the menu's code (Mantine's
 * Menu, Popover, FocusTrap, floating-ui) once the pointer or the focus comes to it.
 */
export function DeferredAccountMenu(props: AccountMenuProps) {
  return (
    <DeferredControl
      placeholder={(intent) => (
        <AccountMenuButton
          {...intent}
          email={props.email}
          aria-haspopup="menu"
          aria-expanded={false}
        />
      )}
    >
      {(popup) => <AccountMenu {...props} {...popup} />}
    </DeferredControl>
  );
}
