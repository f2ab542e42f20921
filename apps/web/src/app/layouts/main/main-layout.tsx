import { AppShell } from '@mantine/core';
import { useDisclosure, useLocalStorage } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { textSetting } from '../../../shared/account/site-settings';
import { LazyDialog } from '../../../shared/components/lazy-dialog';
import { SkipLink } from '../../../shared/components/skip-link';
import { useCurrentMerchant } from '../../../shared/hooks/use-current-merchant';
import { useLogout } from '../../../shared/session/use-logout';
import { useAccountStore } from '../../../shared/stores/account-store';
import { STORAGE_KEYS } from '../../../shared/stores/storage-keys';
import { createTargets } from './create-targets';
import { MainFooter } from './main-footer';
import { MainHeader } from './main-header';
import classes from './main-layout.module.css';
import { MainNavbar } from './main-navbar';
import { MobileBottomBar } from './mobile-bottom-bar';
import { visibleMerchantNav } from './visible-merchant-nav';

/** Until the site settings arrive. */
const SUPPORT_EMAIL = 'support@paydesk.test';

// The dialogs and the mobile menu load when first opened.
const ContactSupportModal = lazy(async () => ({
  default: (await import('./contact-support-modal')).ContactSupportModal,
}));
const QuickSearchModal = lazy(async () => ({
  default: (await import('./quick-search-modal')).QuickSearchModal,
}));
const NavigationDrawer = lazy(async () => ({
  default: (await import('./navigation-drawer')).NavigationDrawer,
}));
// The call-to-action check of the selected account (part 1 §4), its own chunk.
const CtaGate = lazy(() => import('../../../features/cta/components/cta-gate'));

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
  const targets = createTargets(items, merchant.account);

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
      <LazyDialog opened={drawerOpened}>
        {(opened) => <NavigationDrawer opened={opened} onClose={drawer.close} items={items} />}
      </LazyDialog>
      <AppShell.Main className={classes.shell} renderRoot={(props) => <div {...props} />}>
        <main id="main-content" tabIndex={-1} className={classes.content}>
          <Outlet />
        </main>
        <MainFooter onContactSupport={support.open} />
      </AppShell.Main>
      <MobileBottomBar createTargets={targets} onSearch={search.open} onLogout={logout} />
      <LazyDialog opened={supportOpened}>
        {(opened) => (
          <ContactSupportModal
            opened={opened}
            onClose={support.close}
            supportEmail={textSetting(settings, 'supportEmail', SUPPORT_EMAIL)}
            merchantId={merchant.account?.id}
            tradeName={merchant.account?.businessCommonName}
            applicationToken={profile?.applicationTokens[0]}
          />
        )}
      </LazyDialog>
      {merchant.id !== undefined ? (
        <Suspense fallback={null}>
          <CtaGate key={merchant.id} merchantId={merchant.id} />
        </Suspense>
      ) : null}
      <LazyDialog opened={searchOpened}>
        {(opened) => (
          <QuickSearchModal opened={opened} onClose={search.close} accountId={merchant.id} />
        )}
      </LazyDialog>
    </AppShell>
  );
}
