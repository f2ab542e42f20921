import { AppShell, Drawer } from '@mantine/core';
import { useDisclosure, useLocalStorage } from '@mantine/hooks';
import { Outlet } from 'react-router';
import { textSetting } from '../../../shared/account/site-settings';
import { SkipLink } from '../../../shared/components/skip-link';
import { useCurrentMerchant } from '../../../shared/hooks/use-current-merchant';
import { useLogout } from '../../../shared/session/use-logout';
import { useAccountStore } from '../../../shared/stores/account-store';
import { STORAGE_KEYS } from '../../../shared/stores/storage-keys';
import { ContactSupportModal, SUPPORT_EMAIL } from './contact-support-modal';
import { MainFooter } from './main-footer';
import { MainHeader } from './main-header';
import classes from './main-layout.module.css';
import { MainNavbar } from './main-navbar';
import { MerchantNavLinks } from './merchant-nav-links';
import { type CreateTarget, MobileBottomBar } from './mobile-bottom-bar';
import { QuickSearchModal } from './quick-search-modal';
import { visibleMerchantNav } from './visible-merchant-nav';

/** The standard (main) layout of part 1 §2 for signed-in merchant users. */
export function MainLayout() {
  const data = useAccountStore((state) => state.data);
  const settings = useAccountStore((state) => state.settings);
  const merchant = useCurrentMerchant();
  const logout = useLogout();
  const [drawerOpened, drawer] = useDisclosure(false);
  const [supportOpened, support] = useDisclosure(false);
  const [searchOpened, search] = useDisclosure(false);
  const [collapsed, setCollapsed] = useLocalStorage({
    key: STORAGE_KEYS.navCollapsed,
    defaultValue: false,
  });

  const profile = data?.profile;
  const items = visibleMerchantNav(
    data ? { ...data.profile, merchants: data.merchants } : null,
    merchant.account ?? null,
  );
  const accountHref = items.find((item) => item.key === 'account')?.href ?? '/account/info';
  const createTargets: CreateTarget[] = items.flatMap((item): CreateTarget[] => {
    if (item.key === 'paymentLinks')
      return [{ key: 'paymentLink', label: 'Payment link', href: item.href }];
    if (item.key === 'products') return [{ key: 'product', label: 'Product', href: item.href }];
    return [];
  });

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: collapsed ? 76 : 248, breakpoint: 'sm', collapsed: { mobile: true } }}
      padding={0}
    >
      <SkipLink />
      <MainHeader
        firstName={profile?.firstName ?? ''}
        lastName={profile?.lastName ?? ''}
        email={profile?.email ?? ''}
        accountHref={accountHref}
        drawerOpened={drawerOpened}
        onToggleDrawer={drawer.toggle}
        onContactSupport={support.open}
        onLogout={logout}
      />
      <MainNavbar
        items={items}
        collapsed={collapsed}
        onToggleCollapsed={() => setCollapsed((c) => !c)}
      />
      <Drawer opened={drawerOpened} onClose={drawer.close} title="Menu" size={280} hiddenFrom="sm">
        <nav aria-label="Main navigation">
          <MerchantNavLinks items={items} onNavigate={drawer.close} />
        </nav>
      </Drawer>
      <AppShell.Main className={classes.shell} renderRoot={(props) => <div {...props} />}>
        <main id="main-content" tabIndex={-1} className={classes.content}>
          <Outlet />
        </main>
        <MainFooter onContactSupport={support.open} />
      </AppShell.Main>
      <MobileBottomBar createTargets={createTargets} onSearch={search.open} onLogout={logout} />
      <ContactSupportModal
        opened={supportOpened}
        onClose={support.close}
        supportEmail={textSetting(settings, 'supportEmail', SUPPORT_EMAIL)}
        merchantId={merchant.account?.id}
        tradeName={merchant.account?.businessCommonName}
        applicationToken={profile?.applicationTokens[0]}
      />
      <QuickSearchModal opened={searchOpened} onClose={search.close} accountId={merchant.id} />
    </AppShell>
  );
}
