import { Menu, UnstyledButton } from '@mantine/core';
import {
  IconCreditCard,
  IconLink,
  IconLogout,
  IconPackage,
  IconPlus,
  IconSearch,
} from '@tabler/icons-react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Link } from 'react-router';
import type { CreateTarget } from './create-targets';
import classes from './main-layout.module.css';

interface MobileBottomBarProps {
  createTargets: CreateTarget[];
  onSearch: () => void;
  onLogout: () => void;
}

type BarButtonProps = { icon: ReactNode; label: string } & ComponentPropsWithRef<'button'>;

/** Passes ref and handlers on, so it can be a Menu target. */
function BarButton({ icon, label, className, ...others }: BarButtonProps) {
  return (
    <UnstyledButton
      {...others}
      className={className ? `${classes.barButton} ${className}` : classes.barButton}
      aria-label={label}
    >
      {icon}
      <span>{label}</span>
    </UnstyledButton>
  );
}

const CREATE_ICONS = { payment: IconCreditCard, paymentLink: IconLink, product: IconPackage };

/** Below 768 px: a fixed bar with Search, Create and Logout (part 1 §2). */
export function MobileBottomBar({ createTargets, onSearch, onLogout }: MobileBottomBarProps) {
  return (
    <nav className={classes.bottomBar} aria-label="Quick actions">
      <BarButton
        icon={<IconSearch size={22} stroke={1.7} aria-hidden />}
        label="Search"
        onClick={onSearch}
      />
      <Menu position="top" shadow="md" width={220} withinPortal>
        <Menu.Target>
          <BarButton icon={<IconPlus size={22} stroke={1.7} aria-hidden />} label="Create" />
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>Create</Menu.Label>
          {createTargets.length === 0 && (
            <Menu.Item disabled>Nothing to create for this account</Menu.Item>
          )}
          {createTargets.map((target) => {
            const Icon = CREATE_ICONS[target.key];
            return (
              <Menu.Item
                key={target.key}
                component={Link}
                to={target.href}
                leftSection={<Icon size={16} aria-hidden />}
              >
                {target.label}
              </Menu.Item>
            );
          })}
        </Menu.Dropdown>
      </Menu>
      <BarButton
        icon={<IconLogout size={22} stroke={1.7} aria-hidden />}
        label="Logout"
        onClick={onLogout}
      />
    </nav>
  );
}
