import { IconLogout, IconPlus, IconSearch } from '@tabler/icons-react';
import { lazy } from 'react';
import { DeferredControl } from '../../../shared/components/deferred-control';
import { BarButton } from './bar-button';
import type { CreateTarget } from './create-targets';
import classes from './main-layout.module.css';

// The Create menu's code (Mantine's Menu and floating-ui) loads when a finger or the focus
// comes to its button.
const CreateMenu = lazy(async () => ({ default: (await import('./create-menu')).CreateMenu }));

interface MobileBottomBarProps {
  createTargets: CreateTarget[];
  onSearch: () => void;
  onLogout: () => void;
}

/** Below 768 px: a fixed bar with Search, Create and Logout (part 1 §2). */
export function MobileBottomBar({ createTargets, onSearch, onLogout }: MobileBottomBarProps) {
  return (
    <nav className={classes.bottomBar} aria-label="Quick actions">
      <BarButton
        icon={<IconSearch size={22} stroke={1.7} aria-hidden />}
        label="Search"
        onClick={onSearch}
      />
      <DeferredControl
        placeholder={(intent) => (
          <BarButton
            {...intent}
            icon={<IconPlus size={22} stroke={1.7} aria-hidden />}
            label="Create"
            aria-haspopup="menu"
            aria-expanded={false}
          />
        )}
      >
        {(popup) => <CreateMenu createTargets={createTargets} {...popup} />}
      </DeferredControl>
      <BarButton
        icon={<IconLogout size={22} stroke={1.7} aria-hidden />}
        label="Logout"
        onClick={onLogout}
      />
    </nav>
  );
}
