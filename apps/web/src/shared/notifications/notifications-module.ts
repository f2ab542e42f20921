/**
 * @mantine/notifications (its store, its container and their styles) loads with the first
 * notification: most visits show none, so it stays out of every page's first chunks.
 */
export function loadNotifications() {
  return import('./notifications-container');
}

type Listener = () => void;
const listeners = new Set<Listener>();
let requested = false;

/** The container is wanted from the first notification on. */
export function requestNotificationsHost(): void {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

export function subscribeNotificationsHost(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const notificationsHostRequested = () => requested;
