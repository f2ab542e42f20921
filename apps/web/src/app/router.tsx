import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { PageLoader } from '../shared/components/page-loader';
import { RouteErrorPage } from '../shared/components/route-error-page';
import { RedirectIfAuthenticated } from './guards/redirect-if-authenticated';
import { RequireAuth } from './guards/require-auth';
import { adminRoutes } from './routes/admin-routes';
import { merchantRoutes } from './routes/merchant-routes';
import { publicRoutes } from './routes/public-routes';

/**
 * One lazy branch per area, so the sign-in page's chunk carries neither the merchant nor the
 * admin code. Unknown URLs fall to the root error boundary as a 404.
 */
const loginArea: RouteObject = {
  lazy: async () => {
    const { LoginLayout } = await import('./layouts/login-layout');
    return {
      element: (
        <RedirectIfAuthenticated>
          <LoginLayout />
        </RedirectIfAuthenticated>
      ),
    };
  },
  children: [
    {
      path: paths.public.login.pattern,
      lazy: async () => ({
        Component: (await import('../features/auth/pages/sign-in-page')).SignInPage,
      }),
    },
  ],
};

const merchantArea: RouteObject = {
  lazy: async () => {
    const { MainLayout } = await import('./layouts/main/main-layout');
    return {
      element: (
        <RequireAuth>
          <MainLayout />
        </RequireAuth>
      ),
    };
  },
  children: merchantRoutes,
};

const adminArea: RouteObject = {
  lazy: async () => {
    const { AdminLayout } = await import('./layouts/admin/admin-layout');
    return {
      element: (
        <RequireAuth>
          <AdminLayout />
        </RequireAuth>
      ),
    };
  },
  children: adminRoutes,
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
    children: [loginArea, merchantArea, adminArea, publicArea],
  },
]);
