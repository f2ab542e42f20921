import { NavLink, Stack } from '@mantine/core';
import {
  IconArrowsExchange,
  IconBuildingBank,
  IconDeviceMobile,
  IconFileText,
  IconHome,
  IconLink,
  IconPackage,
  IconRepeat,
  IconScale,
  IconUserCircle,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link, useLocation } from 'react-router';
import { DeferredTooltip } from '../../../shared/components/deferred-tooltip';
import type { MerchantNavItem, MerchantNavKey } from './visible-merchant-nav';

type Icon = ComponentType<{ size?: number; stroke?: number; 'aria-hidden'?: boolean }>;

const ICONS: Record<MerchantNavKey, Icon> = {
  applications: IconFileText,
  home: IconHome,
  account: IconUserCircle,
  transactions: IconArrowsExchange,
  payouts: IconBuildingBank,
  disputes: IconScale,
  subscriptions: IconRepeat,
  customers: IconUsersGroup,
  products: IconPackage,
  paymentLinks: IconLink,
  devices: IconDeviceMobile,
  users: IconUsers,
};

export function isActivePath(pathname: string, item: MerchantNavItem): boolean {
  if (item.key === 'home') return pathname === '/' || pathname.startsWith('/dashboard');
  return pathname === item.href || pathname.startsWith(`${item.href}/`);
}

interface MerchantNavLinksProps {
  items: MerchantNavItem[];
  /** Icons only; each link keeps its name as aria-label and shows it in a tooltip. */
  collapsed?: boolean;
  onNavigate?: () => void;
}

export function MerchantNavLinks({ items, collapsed = false, onNavigate }: MerchantNavLinksProps) {
  const { pathname } = useLocation();
  return (
    <Stack gap={2}>
      {items.map((item) => {
        const Icon = ICONS[item.key];
        const active = isActivePath(pathname, item);
        return (
          <DeferredTooltip key={item.key} label={item.label} position="right" disabled={!collapsed}>
            <NavLink
              component={Link}
              to={item.href}
              onClick={onNavigate}
              active={active}
              aria-current={active ? 'page' : undefined}
              aria-label={collapsed ? item.label : undefined}
              label={collapsed ? null : item.label}
              leftSection={<Icon size={20} stroke={1.7} aria-hidden />}
              variant="light"
              fw={500}
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
              px={collapsed ? 14 : 'sm'}
            />
          </DeferredTooltip>
        );
      })}
    </Stack>
  );
}
