import { useState } from 'react';
import { idleTimeoutMs } from '../../shared/account/site-settings';
import { endSession } from '../../shared/session/end-session';
import { refreshSession } from '../../shared/session/refresh-session';
import { hasRefreshCredentials } from '../../shared/session/session-tokens';
import { useIdleTimeout } from '../../shared/session/use-idle-timeout';
import { useAccountStore } from '../../shared/stores/account-store';
import { SessionTimeoutModal } from './session-timeout-modal';

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
    <SessionTimeoutModal
      opened={opened}
      secondsLeft={idle.secondsLeft}
      ended={ended}
      staying={staying}
      onStay={() => void stay()}
      onLogout={() => endSession({ reason: 'logout', passive: ended })}
    />
  );
}
