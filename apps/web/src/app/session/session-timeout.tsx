import { lazy, useState } from 'react';
import { idleTimeoutMs } from '../../shared/account/site-settings';
import { LazyDialog } from '../../shared/components/lazy-dialog';
import { endSession } from '../../shared/session/end-session';
import { refreshSession } from '../../shared/session/refresh-session';
import { hasRefreshCredentials } from '../../shared/session/session-tokens';
import { useIdleTimeout } from '../../shared/session/use-idle-timeout';
import { useAccountStore } from '../../shared/stores/account-store';

/** Loaded when first shown (the idle logout itself does not wait for it). */
const SessionTimeoutModal = lazy(async () => ({
  default: (await import('./session-timeout-modal')).SessionTimeoutModal,
}));

/**
 * Idle time-out for a signed-in user: after the site's idleTimeoutMinutes (15 by default)
 * the modal counts down 30 s; staying refreshes the session, the end of the count logs out.
 */
export function SessionTimeout() {
  const settings = useAccountStore((state) => state.settings);
  const [staying, setStaying] = useState(false);
  const logout = () => endSession({ reason: 'idle' });
  const idle = useIdleTimeout(idleTimeoutMs(settings), logout);
  const opened = idle.phase.kind === 'warning';
  const ended = opened && !hasRefreshCredentials();

  const stay = async () => {
    setStaying(true);
    try {
      const idToken = await refreshSession({ force: true });
      if (idToken) idle.stay();
    } catch {
      // A network failure: the modal stays, and the countdown goes on.
    } finally {
      setStaying(false);
    }
  };

  return (
    <LazyDialog opened={opened}>
      {(shown) => (
        <SessionTimeoutModal
          opened={shown}
          secondsLeft={idle.secondsLeft}
          ended={ended}
          staying={staying}
          onStay={() => void stay()}
          onLogout={() => endSession({ reason: 'logout', passive: ended })}
        />
      )}
    </LazyDialog>
  );
}
