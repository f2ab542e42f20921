import { AppShell, Drawer, ScrollArea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useMemo } from 'react';
import { Outlet } from 'react-router';
import { SkipLink } from '../../../shared/components/skip-link';
import { useLogout } from '../../../shared/session/use-logout';
import { useAccountStore } from '../../../shared/stores/account-store';
import { AdminHeader } from './admin-header';
import classes from './admin-layout.module.css';
import { visibleAdminNav } from './admin-nav';
import { AdminNavLinks } from './admin-nav-links';

/** The offer to set up two-factor sign-in (staff, optional mode): loads after the page. */
const TwoFactorOffer = lazy(async () => ({
  default: await (
    await import('../../../features/two-factor/load-two-factor-route')
  ).loadTwoFactorOffer(),
}));

/**
 * The admin shell of part 2 §2. The side navigation shows from 1024 px; below that a burger
 * opens it in a drawer. Items are gated by the admin's permission keys (part 2 §6).
 */
export function AdminLayout() {
  const profile = useAccountStore((state) => state.data?.profile);
  const roles = useAccountStore((state) => state.roles);
  const logout = useLogout();
  const [drawerOpened, drawer] = useDisclosure(false);
  const items = useMemo(() => visibleAdminNav(new Set(Object.keys(roles))), [roles]);
  const name = `${profile?.firstName ?? ''} ${profile?.lastName ?? ''}`.trim();

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 264, breakpoint: 'md', collapsed: { mobile: true } }}
      padding={0}
    >
      <SkipLink />
      <AdminHeader
        name={name}
        email={profile?.email ?? ''}
        drawerOpened={drawerOpened}
        onToggleDrawer={drawer.toggle}
        onLogout={logout}
      />
      <AppShell.Navbar p="sm" aria-label="Admin navigation" bg="white" visibleFrom="md">
        <AppShell.Section grow component={ScrollArea} scrollbarSize={6}>
          <AdminNavLinks items={items} />
        </AppShell.Section>
      </AppShell.Navbar>
      <Drawer
        opened={drawerOpened}
        onClose={drawer.close}
        title="Back office"
        size={300}
        hiddenFrom="md"
      >
        <nav aria-label="Admin navigation">
          <AdminNavLinks items={items} onNavigate={drawer.close} />
        </nav>
      </Drawer>
      <AppShell.Main className={classes.shell}>
        <div id="main-content" tabIndex={-1} className={classes.content}>
          <Suspense fallback={null}>
            <TwoFactorOffer />
          </Suspense>
          <Outlet />
        </div>
      </AppShell.Main>
    </AppShell>
  );
}
