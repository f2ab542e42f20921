import type { QueryClient } from '@tanstack/react-query';
import { installSession } from '../../shared/session/install-session';
import { useAuthStore } from '../../shared/stores/auth-store';

/** Starts the session machinery and drops every cached answer when a session ends. */
export function installSessionEffects(queryClient: QueryClient): void {
  installSession();
  useAuthStore.subscribe((state, previous) => {
    if (previous.isAuthenticated && !state.isAuthenticated) queryClient.clear();
  });
}
