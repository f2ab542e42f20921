export type NotifyLevel = 'success' | 'error' | 'warning';

/** A notification (part 1 §3): uid is derived from level, title and message. */
export interface NotifyInput {
  title: string;
  message: string;
  level: NotifyLevel;
}

/** Part 1 §9: errors stay 15 s, others 5 s; duplicates within 1 ms are dropped. */
export const ERROR_AUTO_CLOSE_MS = 15_000;
export const DEFAULT_AUTO_CLOSE_MS = 5_000;
export const DUPLICATE_WINDOW_MS = 1;

const COLORS: Record<NotifyLevel, string> = { success: 'teal', error: 'red', warning: 'yellow' };

/** A type alias, not an interface, so it fits Mantine's NotificationData. */
export type NotificationOptions = {
  id: string;
  title: string;
  message: string;
  color: string;
  autoClose: number;
  withCloseButton: boolean;
};

export function notificationUid(input: NotifyInput): string {
  return `${input.level}|${input.title}|${input.message}`;
}

/** How a notification of this level shows: errors are dismissible and stay longer. */
export function notificationOptions(input: NotifyInput, id: string): NotificationOptions {
  const isError = input.level === 'error';
  return {
    id,
    title: input.title,
    message: input.message,
    color: COLORS[input.level],
    autoClose: isError ? ERROR_AUTO_CLOSE_MS : DEFAULT_AUTO_CLOSE_MS,
    withCloseButton: isError,
  };
}

/**
 * Leading-edge debounce per key: the first call of a burst passes; a call whose key was seen
 * less than `windowMs` ago is dropped (and extends the burst).
 */
export function createLeadingDebounce(
  windowMs: number,
  now: () => number,
): (key: string) => boolean {
  const lastSeen = new Map<string, number>();
  return (key) => {
    const time = now();
    const previous = lastSeen.get(key);
    lastSeen.set(key, time);
    if (lastSeen.size > 200) {
      for (const [k, t] of lastSeen) if (time - t >= windowMs) lastSeen.delete(k);
    }
    return previous === undefined || time - previous >= windowMs;
  };
}
