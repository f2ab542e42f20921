import { Card, Text, UnstyledButton } from '@mantine/core';
import {
  IconArrowsExchange,
  IconBuildingBank,
  IconChevronRight,
  IconLink,
  IconReceiptRefund,
  IconRepeat,
  IconScale,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import classes from './dashboard-cards.module.css';

export interface QuickLink {
  key: string;
  label: string;
  description: string;
  href: string;
}

const ICONS: Record<string, ComponentType<{ size?: number; 'aria-hidden'?: boolean }>> = {
  transactions: IconArrowsExchange,
  payouts: IconBuildingBank,
  disputes: IconScale,
  achReturns: IconReceiptRefund,
  subscriptions: IconRepeat,
  customers: IconUsersGroup,
  paymentLinks: IconLink,
  users: IconUsers,
};

/** Shortcuts to the account's reports. */
export function QuickLinks({ links }: { links: readonly QuickLink[] }) {
  return (
    <Card padding="lg" component="nav" aria-label="Quick links">
      <Text component="h2" fw={600} size="md" mb="xs">
        Quick links
      </Text>
      <ul className={classes.linkList}>
        {links.map((link) => {
          const Icon = ICONS[link.key] ?? IconArrowsExchange;
          return (
            <li key={link.key}>
              <UnstyledButton component={Link} to={link.href} className={classes.link}>
                <span className={classes.linkIcon}>
                  <Icon size={18} aria-hidden />
                </span>
                <span className={classes.linkText}>
                  <Text size="sm" fw={500} component="span" display="block">
                    {link.label}
                  </Text>
                  <Text size="xs" c="dimmed" component="span" display="block">
                    {link.description}
                  </Text>
                </span>
                <IconChevronRight size={16} aria-hidden className={classes.linkChevron} />
              </UnstyledButton>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
