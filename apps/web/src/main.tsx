import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './app/provider';
import { queryClient } from './app/query-client';
import { router } from './app/router';
import { installSessionEffects } from './app/session/install-session-effects';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

installSessionEffects(queryClient);

createRoot(root).render(
  <StrictMode>
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
