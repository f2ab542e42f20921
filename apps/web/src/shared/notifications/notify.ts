import {
  createLeadingDebounce,
  DUPLICATE_WINDOW_MS,
  type NotifyInput,
  notificationOptions,
  notificationUid,
} from './notification-rules';
import { loadNotifications, requestNotificationsHost } from './notifications-module';

const passes = createLeadingDebounce(DUPLICATE_WINDOW_MS, () => performance.now());
let sequence = 0;

/** Shows a notification (bottom-left, see NotificationsHost) unless it is a duplicate. */
export function notify(input: NotifyInput): void {
  if (!passes(notificationUid(input))) return;
  sequence += 1;
  const options = notificationOptions(input, `notify-${sequence}`);
  requestNotificationsHost();
  void loadNotifications().then(({ notifications }) => notifications.show(options));
}
