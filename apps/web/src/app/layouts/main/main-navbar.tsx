import { AppShell, Button } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { DeferredTooltip } from '../../../shared/components/deferred-tooltip';
import classes from './main-layout.module.css';
import { MerchantNavLinks } from './merchant-nav-links';
import type { MerchantNavItem } from './visible-merchant-nav';

interface MainNavbarProps {
  items: MerchantNavItem[];
  collapsed: boolean;
  onToggleCollapsed: () => void;
}

/** The desktop side navigation (768 px and up), collapsible to an icon rail. */
export function MainNavbar({ items, collapsed, onToggleCollapsed }: MainNavbarProps) {
  const toggleLabel = collapsed ? 'Expand navigation' : 'Collapse navigation';
  const ToggleIcon = collapsed ? IconLayoutSidebarLeftExpand : IconLayoutSidebarLeftCollapse;
  return (
    <AppShell.Navbar p="sm" aria-label="Main navigation" bg="white" visibleFrom="sm">
      <AppShell.Section grow className={classes.navScroll}>
        <MerchantNavLinks items={items} collapsed={collapsed} />
      </AppShell.Section>
      <AppShell.Section pt="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
        <DeferredTooltip label={toggleLabel} position="right" disabled={!collapsed}>
          <Button
            variant="subtle"
            color="gray"
            fullWidth
            fw={500}
            justify={collapsed ? 'center' : 'flex-start'}
            px={collapsed ? 0 : 'sm'}
            onClick={onToggleCollapsed}
            aria-label={toggleLabel}
            aria-expanded={!collapsed}
            leftSection={<ToggleIcon size={20} stroke={1.7} aria-hidden />}
            styles={{ section: collapsed ? { margin: 0 } : undefined }}
          >
            {collapsed ? null : 'Collapse'}
          </Button>
        </DeferredTooltip>
      </AppShell.Section>
    </AppShell.Navbar>
  );
}
