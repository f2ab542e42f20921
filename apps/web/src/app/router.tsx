import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { PageLoader } from '../shared/components/page-loader';
import { RouteErrorPage } from '../shared/components/route-error-page';
import { createSessionLoader, loginLoader, revalidateOnPathChange } from './guards/session-loader';
import { queryClient } from './query-client';
import { adminRoutes } from './routes/admin-routes';
import { merchantRoutes } from './routes/merchant-routes';
import { publicRoutes } from './routes/public-routes';

/**
 * One lazy branch per area, so the sign-in page's chunk carries neither the merchant nor the
 * admin code. Loaders hold the route entry rules. Unknown URLs fall to the root error
 * boundary as a 404.
 */
const loginArea: RouteObject = {
  lazy: async () => ({ Component: (await import('./layouts/login-layout')).LoginLayout }),
  children: [
    {
      path: paths.public.login.pattern,
      loader: loginLoader,
      lazy: async () => ({
        Component: (await import('../features/auth/pages/sign-in-page')).SignInPage,
      }),
    },
    ...[paths.public.loginCallback.pattern, paths.public.verifyDisputeRedirect.pattern].map(
      (path): RouteObject => ({
        path,
        lazy: async () => ({
          Component: (await import('../features/auth/pages/sso-callback-page')).SsoCallbackPage,
        }),
      }),
    ),
  ],
};

const merchantArea: RouteObject = {
  lazy: async () => ({ Component: (await import('./layouts/main/main-layout')).MainLayout }),
  children: merchantRoutes,
};

const adminArea: RouteObject = {
  lazy: async () => ({ Component: (await import('./layouts/admin/admin-layout')).AdminLayout }),
  children: adminRoutes,
};

/** Every route needing login: one loader waits for the account and applies the rules. */
const signedInArea: RouteObject = {
  id: 'signed-in',
  loader: createSessionLoader(queryClient),
  shouldRevalidate: revalidateOnPathChange,
  lazy: async () => ({
    Component: (await import('./session/authenticated-root')).AuthenticatedRoot,
  }),
  children: [merchantArea, adminArea],
};

const publicArea: RouteObject = {
  lazy: async () => ({ Component: (await import('./layouts/blank-layout')).BlankLayout }),
  children: publicRoutes,
};

export const router = createBrowserRouter([
  {
    path: paths.home.pattern,
    HydrateFallback: PageLoader,
    ErrorBoundary: RouteErrorPage,
    children: [loginArea, signedInArea, publicArea],
  },
]);
