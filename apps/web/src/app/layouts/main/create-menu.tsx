import { Menu } from '@mantine/core';
import { IconCreditCard, IconLink, IconPackage, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { DeferredPopup } from '../../../shared/components/deferred-control';
import { BarButton } from './bar-button';
import type { CreateTarget } from './create-targets';

const CREATE_ICONS = { payment: IconCreditCard, paymentLink: IconLink, product: IconPackage };

export interface CreateMenuProps {
  createTargets: CreateTarget[];
}

/** The bottom bar's Create button and its menu: a lazy chunk, controlled by its placeholder. */
export function CreateMenu({ createTargets, opened, onChange }: CreateMenuProps & DeferredPopup) {
  return (
    <Menu opened={opened} onChange={onChange} position="top" shadow="md" width={220} withinPortal>
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
  );
}
