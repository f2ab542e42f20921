import { Button, Group, Menu, Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDots } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import {
  MERCHANT_PROFILE_TABS,
  type MerchantProfileTab,
} from '../../../config/paths/merchant-profile-tabs';

/** Part 2 §9: at 768 px or less only three tabs show; the rest go into an overflow menu. */
export const NARROW_TABS_QUERY = '(max-width: 48em)';
export const NARROW_TAB_COUNT = 3;

type TabEntry = (typeof MERCHANT_PROFILE_TABS)[number];

/** The tabs an admin sees: Documents only with can-view-documents. */
export function visibleProfileTabs(canViewDocuments: boolean): TabEntry[] {
  return MERCHANT_PROFILE_TABS.filter((entry) => entry.tab !== 'documents' || canViewDocuments);
}

/**
 * Splits the tabs for a narrow screen: the first three show (the current one among them, in
 * the third place when it is further on), the others are in the overflow menu.
 */
export function splitTabs(tabs: readonly TabEntry[], current: MerchantProfileTab, narrow: boolean) {
  if (!narrow || tabs.length <= NARROW_TAB_COUNT) return { shown: [...tabs], overflow: [] };
  const head = tabs.slice(0, NARROW_TAB_COUNT);
  if (head.some((entry) => entry.tab === current)) {
    return { shown: head, overflow: tabs.slice(NARROW_TAB_COUNT) };
  }
  const shown = [...tabs.slice(0, NARROW_TAB_COUNT - 1), ...tabs.filter((e) => e.tab === current)];
  return { shown, overflow: tabs.filter((entry) => !shown.includes(entry)) };
}

interface ProfileTabsProps {
  merchantId: number;
  current: MerchantProfileTab;
  tabs: readonly TabEntry[];
  /** The current tab's content. */
  children: ReactNode;
}

/** The profile's tab list; each tab is a URL (`/admin/merchants/:id/:tab`). */
export function ProfileTabs({ merchantId, current, tabs, children }: ProfileTabsProps) {
  const navigate = useNavigate();
  const narrow = useMediaQuery(NARROW_TABS_QUERY, false, { getInitialValueInEffect: false });
  const { shown, overflow } = splitTabs(tabs, current, narrow);
  const go = (tab: string | null) => {
    const entry = tabs.find((e) => e.tab === tab);
    if (entry) navigate(paths.admin.merchants.profile.href(merchantId, entry.tab));
  };
  return (
    <Tabs value={current} onChange={go} keepMounted={false} activateTabWithKeyboard={false}>
      <Group gap="xs" wrap="nowrap" align="flex-end" justify="space-between">
        <Tabs.List
          aria-label="Merchant profile sections"
          style={{ flexWrap: 'nowrap', flex: 1, minWidth: 0 }}
        >
          {shown.map((entry) => (
            <Tabs.Tab key={entry.tab} value={entry.tab}>
              {entry.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {overflow.length > 0 ? (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button variant="subtle" size="sm" rightSection={<IconDots size={16} aria-hidden />}>
                More
              </Button>
            </Menu.Target>
            <Menu.Dropdown aria-label="More sections">
              {overflow.map((entry) => (
                <Menu.Item key={entry.tab} onClick={() => go(entry.tab)}>
                  {entry.label}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        ) : null}
      </Group>
      <Tabs.Panel value={current} pt="md">
        {children}
      </Tabs.Panel>
    </Tabs>
  );
}
