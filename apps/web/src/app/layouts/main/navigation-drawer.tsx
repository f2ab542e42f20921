import { Drawer } from '@mantine/core';
import { MerchantNavLinks } from './merchant-nav-links';
import type { MerchantNavItem } from './visible-merchant-nav';

interface NavigationDrawerProps {
  opened: boolean;
  onClose: () => void;
  items: MerchantNavItem[];
}

/** The main navigation below the sm breakpoint, opened from the header's burger. */
export function NavigationDrawer({ opened, onClose, items }: NavigationDrawerProps) {
  return (
    <Drawer opened={opened} onClose={onClose} title="Menu" size={280} hiddenFrom="sm">
      <nav aria-label="Main navigation">
        <MerchantNavLinks items={items} onNavigate={onClose} />
      </nav>
    </Drawer>
  );
}
