import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testAccount, testMerchant } from '../../testing/account-fixtures';
import { memoryStorage } from '../../testing/memory-storage';

vi.stubGlobal('localStorage', memoryStorage());
vi.stubGlobal('sessionStorage', memoryStorage());
const callEndpoint = vi.fn();
vi.mock('../api/call-endpoint', () => ({ callEndpoint }));
vi.mock('../errors/network-errors', () => ({ notifyNetworkError: vi.fn() }));

const { ACCOUNT_FRESH_MS, loadAccount } = await import('./load-account');
const { useAccountStore } = await import('../stores/account-store');

afterEach(() => {
  vi.useRealTimers();
  callEndpoint.mockReset();
});

describe('loadAccount', () => {
  it('reads the account from the cache while it is fresh, and again once it is older', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const withSubscriptions = testAccount();
    withSubscriptions.merchants = [testMerchant(100001, { allowSubscriptions: true })];
    const turnedOff = testAccount();
    turnedOff.merchants = [testMerchant(100001, { allowSubscriptions: false })];
    callEndpoint.mockResolvedValueOnce({ data: withSubscriptions });
    callEndpoint.mockResolvedValueOnce({ data: turnedOff });

    expect(await loadAccount(queryClient)).toEqual({ status: 'ok', data: withSubscriptions });
    vi.advanceTimersByTime(ACCOUNT_FRESH_MS - 1_000);
    expect(await loadAccount(queryClient)).toEqual({ status: 'ok', data: withSubscriptions });
    expect(callEndpoint).toHaveBeenCalledTimes(1);

    // Staff turned subscriptions off meanwhile: the next navigation after the window sees it.
    vi.advanceTimersByTime(2_000);
    expect(await loadAccount(queryClient)).toEqual({ status: 'ok', data: turnedOff });
    expect(callEndpoint).toHaveBeenCalledTimes(2);
    expect(useAccountStore.getState().data?.merchants[0]?.allowSubscriptions).toBe(false);
  });
});
