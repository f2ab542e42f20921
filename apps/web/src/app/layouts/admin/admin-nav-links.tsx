import { NavLink, Stack } from '@mantine/core';
import {
  IconBuildingStore,
  IconChartBar,
  IconHome,
  IconPercentage,
  IconTool,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link, useLocation } from 'react-router';
import { type AdminNavItem, isNavGroup } from './admin-nav';

type Icon = ComponentType<{ size?: number; stroke?: number; 'aria-hidden'?: boolean }>;

const ICONS: Record<string, Icon> = {
  Dashboard: IconHome,
  Merchants: IconBuildingStore,
  Partners: IconUsersGroup,
  Rates: IconPercentage,
  Users: IconUsers,
  Reports: IconChartBar,
  Tools: IconTool,
};

function isActive(pathname: string, href: string): boolean {
  if (href === '/admin/dashboard') return pathname === '/admin' || pathname.startsWith(href);
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** The admin navigation; Reports and Tools open submenus and start open when active. */
export function AdminNavLinks({
  items,
  onNavigate,
}: {
  items: AdminNavItem[];
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  return (
    <Stack gap={2}>
      {items.map((item) => {
        const Icon = ICONS[item.label] ?? IconHome;
        const leftSection = <Icon size={20} stroke={1.7} aria-hidden />;
        if (!isNavGroup(item)) {
          const active = isActive(pathname, item.href);
          return (
            <NavLink
              key={item.label}
              component={Link}
              to={item.href}
              label={item.label}
              leftSection={leftSection}
              active={active}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
              variant="light"
              fw={500}
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
            />
          );
        }
        const groupActive =
          pathname.startsWith(item.prefix) || item.children.some((c) => isActive(pathname, c.href));
        return (
          <NavLink
            key={item.label}
            component="button"
            label={item.label}
            leftSection={leftSection}
            defaultOpened={groupActive}
            fw={500}
            childrenOffset={28}
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          >
            {item.children.map((child) => {
              const active = isActive(pathname, child.href);
              return (
                <NavLink
                  key={child.href}
                  component={Link}
                  to={child.href}
                  label={child.label}
                  active={active}
                  aria-current={active ? 'page' : undefined}
                  onClick={onNavigate}
                  variant="light"
                  fz="sm"
                  style={{ borderRadius: 'var(--mantine-radius-md)' }}
                />
              );
            })}
          </NavLink>
        );
      })}
    </Stack>
  );
}
