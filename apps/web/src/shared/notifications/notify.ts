import { notifications } from '@mantine/notifications';
import {
  createLeadingDebounce,
  DUPLICATE_WINDOW_MS,
  type NotifyInput,
  notificationOptions,
  notificationUid,
} from './notification-rules';

const passes = createLeadingDebounce(DUPLICATE_WINDOW_MS, () => performance.now());
let sequence = 0;

/** Shows a notification (bottom-left, see app/provider.tsx) unless it is a duplicate. */
export function notify(input: NotifyInput): void {
  if (!passes(notificationUid(input))) return;
  sequence += 1;
  notifications.show(notificationOptions(input, `notify-${sequence}`));
}
