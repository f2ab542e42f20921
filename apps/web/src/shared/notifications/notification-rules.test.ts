import { describe, expect, it } from 'vitest';
import {
  createLeadingDebounce,
  DEFAULT_AUTO_CLOSE_MS,
  ERROR_AUTO_CLOSE_MS,
  notificationOptions,
  notificationUid,
} from './notification-rules';

describe('notificationOptions', () => {
  it('makes errors dismissible with a 15 s auto-close', () => {
    const input = { level: 'error', title: 'Error', message: 'Nope' } as const;
    expect(notificationOptions(input, 'n1')).toEqual({
      id: 'n1',
      title: 'Error',
      message: 'Nope',
      color: 'red',
      autoClose: ERROR_AUTO_CLOSE_MS,
      withCloseButton: true,
    });
    expect(ERROR_AUTO_CLOSE_MS).toBe(15_000);
  });

  it('closes success and warning notices after 5 s', () => {
    for (const level of ['success', 'warning'] as const) {
      const options = notificationOptions({ level, title: 't', message: 'm' }, 'n');
      expect(options.autoClose).toBe(DEFAULT_AUTO_CLOSE_MS);
      expect(options.withCloseButton).toBe(false);
    }
    expect(DEFAULT_AUTO_CLOSE_MS).toBe(5_000);
  });
});

describe('createLeadingDebounce', () => {
  it('lets the first call through and drops repeats within the window', () => {
    let time = 1000;
    const pass = createLeadingDebounce(1, () => time);
    const key = notificationUid({ level: 'error', title: 'a', message: 'b' });
    expect(pass(key)).toBe(true);
    expect(pass(key)).toBe(false);
    time += 0.5;
    expect(pass(key)).toBe(false);
    expect(pass('other')).toBe(true);
    time += 1;
    expect(pass(key)).toBe(true);
  });

  it('tells levels apart', () => {
    const pass = createLeadingDebounce(1, () => 0);
    expect(pass(notificationUid({ level: 'error', title: 'a', message: 'b' }))).toBe(true);
    expect(pass(notificationUid({ level: 'warning', title: 'a', message: 'b' }))).toBe(true);
  });
});
