import { lazy, Suspense, useSyncExternalStore } from 'react';
import {
  loadNotifications,
  notificationsHostRequested,
  subscribeNotificationsHost,
} from './notifications-module';

const Notifications = lazy(async () => ({ default: (await loadNotifications()).Notifications }));

/** Where notifications show (bottom-left, five at most), mounted with the first one. */
export function NotificationsHost() {
  const requested = useSyncExternalStore(
    subscribeNotificationsHost,
    notificationsHostRequested,
    notificationsHostRequested,
  );
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="bottom-left" limit={5} />
    </Suspense>
  );
}
